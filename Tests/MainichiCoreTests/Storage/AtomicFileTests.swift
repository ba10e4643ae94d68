import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct AtomicFileTests {
    @Test func replacesContentAndKeepsThePreviousAsBackup() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("data.json")
        let backup = temporary.file("data.json.bak")
        try AtomicFile.write(Data("one".utf8), to: url, backup: backup)
        #expect(!FileManager.default.fileExists(atPath: backup.path))
        try AtomicFile.write(Data("two".utf8), to: url, backup: backup)
        try AtomicFile.write(Data("three".utf8), to: url, backup: backup)
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "three")
        #expect(String(decoding: try Data(contentsOf: backup), as: UTF8.self) == "two")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func failedWriteLeavesTheOldFile() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("data.json")
        try AtomicFile.write(Data("old".utf8), to: url)
        // A directory where the temporary file should go makes the write fail.
        try FileManager.default.createDirectory(at: AtomicFile.temporaryURL(for: url), withIntermediateDirectories: false)
        #expect(throws: StorageError.self) { try AtomicFile.write(Data("new".utf8), to: url) }
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "old")
    }
}
