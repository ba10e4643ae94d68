import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The reader's shelf keeps the files read last with the place in each, and the readings
/// setting, across runs; a damaged file is set aside, not lost.
@Suite struct ReaderShelfTests {
    static let date = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func filesArePlacesAndTheSettingAreKeptAcrossRuns() throws {
        let directory = TemporaryDirectory()
        let shelf = ReaderShelf(directory: directory.url)
        #expect(shelf.files.isEmpty)
        #expect(shelf.readings == .unknown)
        try shelf.note("/texts/a.txt", line: 3, column: 7, at: Self.date)
        try shelf.note("/texts/b.txt", line: 0, column: 0, at: Self.date + 1)
        try shelf.note("/texts/a.txt", line: 5, column: 2, at: Self.date + 2)
        try shelf.setReadings(.all)

        let again = ReaderShelf(directory: directory.url)
        #expect(again.files.map(\.path) == ["/texts/a.txt", "/texts/b.txt"])
        #expect(again.entry(for: "/texts/a.txt")?.line == 5)
        #expect(again.entry(for: "/texts/a.txt")?.column == 2)
        #expect(again.readings == .all)
        try again.remove("/texts/b.txt")
        #expect(ReaderShelf(directory: directory.url).files.map(\.path) == ["/texts/a.txt"])
    }

    @Test func onlyTheMostRecentFilesAreKept() throws {
        let directory = TemporaryDirectory()
        let shelf = ReaderShelf(directory: directory.url)
        for index in 0..<(ReaderShelf.limit + 5) {
            try shelf.note("/texts/\(index).txt", line: index, column: 0, at: Self.date + Double(index))
        }
        #expect(shelf.files.count == ReaderShelf.limit)
        #expect(shelf.files.first?.path == "/texts/\(ReaderShelf.limit + 4).txt")
    }

    @Test func aDamagedShelfIsSetAsideBeforeItIsReplaced() throws {
        let directory = TemporaryDirectory()
        directory.write("{ not json", to: ReaderShelf.fileName)
        let shelf = ReaderShelf(directory: directory.url)
        #expect(shelf.files.isEmpty)
        try shelf.note("/texts/a.txt", line: 1, column: 0, at: Self.date)
        let aside = try String(contentsOf: directory.file(ReaderShelf.fileName + ".unreadable"), encoding: .utf8)
        #expect(aside == "{ not json")
        #expect(ReaderShelf(directory: directory.url).files.count == 1)
    }
}
