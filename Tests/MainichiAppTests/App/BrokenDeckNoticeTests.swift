import Foundation
import MainichiCore
import TestSupport
import Testing
@testable import MainichiApp

/// A broken deck file was left out of the level list without a word (QA7).
@Suite("Broken decks are reported")
struct BrokenDeckNoticeTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// A decks directory holding a copy of the bundled N5 vocabulary and a broken N1 file.
    static func decks(brokenOnly: Bool = false, in scratch: TemporaryDirectory) throws -> URL {
        let root = scratch.fresh("decks")
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
        let decks = try Self.decks(in: scratch)
        let data = scratch.fresh("data")
        let context = try AppContext.open(directories: DataDirectories(directory: data), decksDirectory: decks,
                                          pronouncer: RecordingPronouncer())
        #expect(context.library.summaries.map(\.level) == [.n5])
        let notice = try #require(context.startupNotices.map { Strings(.english).app.notice($0) }.first { $0.contains("n1.json") })
        #expect(notice.contains("left out"))
        #expect(notice.contains("line 1"))
    }

    @Test("A directory whose only deck is broken says why, not that it holds no deck files")
    func onlyBrokenDeck() throws {
        let decks = try Self.decks(brokenOnly: true, in: scratch)
        #expect {
            _ = try DeckLibrary(directory: decks)
        } throws: { error in
            let text = "\(error)"
            return text.contains("n1.json") && text.contains("line 1") && !text.contains("holds no deck files")
        }
    }
}
