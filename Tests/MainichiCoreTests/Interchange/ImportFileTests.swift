import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Reading a file named for import: one rule for the Import screen and `mainichi import`.
@Suite struct ImportFileTests {
    @Test func aPathIsResolvedFromHomeAndTheCurrentDirectory() {
        #expect(ImportFile.resolve("  ~/words.csv ", home: "/home/learner") == "/home/learner/words.csv")
        #expect(ImportFile.resolve("/tmp/words.csv", home: nil) == "/tmp/words.csv")
        #expect(ImportFile.resolve("words.csv", home: nil).hasSuffix("/words.csv"))
    }

    @Test func aMissingFileOrADirectoryIsNamedInTheError() throws {
        let temporary = TemporaryDirectory()
        let missing = temporary.url.appendingPathComponent("nope.csv").path
        #expect(throws: ImportFileError.missing(file: missing)) { try ImportFile.document(at: missing, named: missing) }
        #expect(throws: ImportFileError.directory(file: temporary.url.path)) {
            try ImportFile.document(at: temporary.url.path, named: temporary.url.path)
        }
    }

    @Test func aFileIsReadAsADocument() throws {
        let temporary = TemporaryDirectory()
        let file = temporary.url.appendingPathComponent("words.tsv")
        try Data("猫\tねこ\tcat\n犬\tいぬ\tdog\n".utf8).write(to: file)
        let document = try ImportFile.document(at: file.path, named: "words.tsv")
        #expect(document.records.count == 2)
    }
}
