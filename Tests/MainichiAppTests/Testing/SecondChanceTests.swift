import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Second chance: a near miss gets a hint and one more try")
struct SecondChanceTests {
    /// The first word of N5 Day 1 whose reading has a kana that takes dakuten, and that reading
    /// with the dakuten added (a dakuten slip), taken from the loaded deck.
    static func wordWithDakutenSlip(in app: TestApp) throws -> (item: StudyItem, slip: String) {
        let day = DayKey(kind: .vocab, level: .n5, day: 1)
        for item in try app.context.library.items(for: day) {
            guard let reading = item.vocab?.reading, item.vocab?.isKanaOnly == false else { continue }
            if let index = reading.firstIndex(where: { "かきくけこさしすせそたてとはひふへほ".contains($0) }) {
                let table: [Character: Character] = ["か": "が", "き": "ぎ", "く": "ぐ", "け": "げ", "こ": "ご", "さ": "ざ",
                    "し": "じ", "す": "ず", "せ": "ぜ", "そ": "ぞ", "た": "だ", "て": "で", "と": "ど", "は": "ば",
                    "ひ": "び", "ふ": "ぶ", "へ": "べ", "ほ": "ぼ"]
                var slip = reading
                slip.replaceSubrange(index...index, with: String(table[reading[index]]!))
                return (item, slip)
            }
        }
        throw CancellationError()
    }

    @Test("A dakuten slip gets a hint naming it, then the right reading counts as right")
    func nearMissThenRight() throws {
        let app = try TestApp()
        let (item, slip) = try Self.wordWithDakutenSlip(in: app)
        TestScreenTests.start([item], mode: .typedReading, in: app)
        app.press(slip + "\r")
        #expect(app.screen.contains("dakuten"))
        #expect(!app.screen.contains("✗"))
        #expect(app.context.progress.progress.slips.map(\.kind) == [.dakuten], "the miss is recorded with its kind")
        app.press((item.vocab?.reading ?? "") + "\r")
        #expect(app.screen.contains("✓ right"))
        #expect(app.context.progress.progress.mistakes[item.id] == nil)
    }

    @Test("A word asked by its meaning: another word of the test with that meaning gets a second try, then the right one is right")
    func synonymGetsASecondTry() throws {
        let app = try TestApp()
        let domo = try #require(app.context.library.item(withID: "v:どうも:どうも"))
        let arigato = try #require(app.context.library.item(withID: "v:ありがとう:ありがとう"))
        #expect(Set(domo.meanings).contains("thank you") && Set(arigato.meanings).contains("thank you"))
        TestScreenTests.start([domo, arigato], mode: .typedReading, in: app)
        let test = try #require(TestTaking.topTest(app))
        let asked = try #require(test.session.currentQuestion?.item)
        let other = asked.id == domo.id ? arigato : domo
        app.press(other.headword + "\r")
        #expect(app.screen.contains("\(other.headword) means that too"), "\(app.screen)")
        #expect(!app.screen.contains("✗"))
        app.press(asked.headword + "\r")
        #expect(app.screen.contains("✓ right"))
    }

    @Test("The long-vowel hint names no other word: saan for 三 talks of long vowels, not of きょう")
    func longVowelHintForSan() throws {
        let app = try TestApp()
        let three = try TestScreenTests.kanji("三", in: app)
        TestScreenTests.start([three], mode: .typedReading, in: app)
        app.press("saan\r")
        #expect(app.screen.contains("long vowels"), "\(app.screen)")
        #expect(!app.screen.contains("きょう"))
        #expect(!app.screen.contains("✗"))
    }

    @Test("A second miss is wrong and shows the answer; with the setting off the first miss is")
    func secondMissIsWrong() throws {
        let app = try TestApp()
        let (item, slip) = try Self.wordWithDakutenSlip(in: app)
        TestScreenTests.start([item], mode: .typedReading, in: app)
        app.press(slip + "\r" + slip + "\r")
        let feedback = try #require(app.lines.first { $0.contains("✗ wrong") })
        #expect(feedback.contains(item.vocab?.reading ?? "?"))
        let row = try #require(app.lines.firstIndex(of: feedback))
        let marked = (0..<80).filter { app.terminal.role(at: Point(x: $0, y: row)) == .selection }
        #expect(marked.count == 2, "the kana that differs is marked (one wide glyph)")
        #expect(app.context.progress.progress.mistakes[item.id] != nil)
        #expect(app.context.progress.progress.slips.map(\.kind) == [.dakuten, .dakuten])

        let strict = try TestApp()
        try strict.context.settings.update { $0.secondChance = false }
        TestScreenTests.start([item], mode: .typedReading, in: strict)
        strict.press(slip + "\r")
        #expect(strict.screen.contains("✗ almost"))
    }

    @Test("Snapshots: the hint of a second try")
    func hintSnapshots() throws {
        try StudyScreenSnapshots.check("test-typed-second-try") { app in
            let (item, slip) = try Self.wordWithDakutenSlip(in: app)
            TestScreenTests.start([item], mode: .typedReading, in: app)
            app.press(slip + "\r")
        }
    }

    @Test("A review takes the same kana spellings as a test and gives a second try")
    func reviewSharesTheRule() throws {
        let app = try TestApp()
        let (item, slip) = try Self.wordWithDakutenSlip(in: app)
        try app.context.progress.addToReviews([item.id])
        app.application.navigationController.push(ReviewController(context: app.context))
        app.application.render()
        app.press("i" + slip + "\r")
        #expect(app.screen.contains("dakuten"))
        let review = try #require(app.application.navigationController.topController as? ReviewController)
        #expect(review.retrySlip?.kind == .dakuten)
        #expect(review.phase == .front)
        app.press((item.vocab?.reading ?? "") + "\r")
        #expect(app.screen.contains("✓"))
    }
}
