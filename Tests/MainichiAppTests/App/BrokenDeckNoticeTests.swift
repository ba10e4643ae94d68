import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

/// A broken deck file was left out of the level list without a word (QA7).
@Suite("Broken decks are reported")
struct BrokenDeckNoticeTests {
    /// A decks directory holding a copy of the bundled N5 vocabulary and a broken N1 file.
    static func decks(brokenOnly: Bool = false) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-broken-decks-\(UUID().uuidString)")
        let vocab = root.appendingPathComponent("vocab")
        try FileManager.default.createDirectory(at: vocab, withIntermediateDirectories: true)
        if !brokenOnly {
            try FileManager.default.copyItem(at: TestApp.decksDirectory.appendingPathComponent("vocab/n5.json"),
                                             to: vocab.appendingPathComponent("n5.json"))
        }
        try Data("{broken".utf8).write(to: vocab.appendingPathComponent("n1.json"))
        return root
    }

    @Test("The app opens with the good decks and a notice that names the broken file and why")
    func noticeAtStart() throws {
        let decks = try Self.decks()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-broken-data-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: decks)
            try? FileManager.default.removeItem(at: data)
        }
        let context = try AppContext.open(directories: DataDirectories(directory: data), decksDirectory: decks,
                                          pronouncer: RecordingPronouncer())
        #expect(context.library.summaries.map(\.level) == [.n5])
        let notice = try #require(context.startupNotices.map { Strings(.english).app.notice($0) }.first { $0.contains("n1.json") })
        #expect(notice.contains("left out"))
        #expect(notice.contains("line 1"))
    }

    @Test("A directory whose only deck is broken says why, not that it holds no deck files")
    func onlyBrokenDeck() throws {
        let decks = try Self.decks(brokenOnly: true)
        defer { try? FileManager.default.removeItem(at: decks) }
        #expect {
            _ = try DeckLibrary(directory: decks)
        } throws: { error in
            let text = "\(error)"
            return text.contains("n1.json") && text.contains("line 1") && !text.contains("holds no deck files")
        }
    }
}
