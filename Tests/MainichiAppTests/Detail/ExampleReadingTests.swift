import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Example sentences with readings")
struct ExampleReadingTests {
    /// 私は魚を食べます: 私 taught (known), 魚 and 食 not.
    let example = ExampleSentence(japanese: "私は魚を食べます。", english: "I eat fish.", segments: [
        ReadingSegment(text: "私", reading: "わたし"), ReadingSegment(text: "は"),
        ReadingSegment(text: "魚", reading: "さかな"), ReadingSegment(text: "を"),
        ReadingSegment(text: "食", reading: "た"), ReadingSegment(text: "べます。"),
    ])
    let known: Set<Character> = ["私"]

    @Test("Each setting value: all, above level (only kanji not taught by the word's level), none")
    func formatting() {
        let isKnown = { (kanji: Character) in known.contains(kanji) }
        #expect(ExampleReadingText.text(of: example, mode: .all, isKnown: isKnown)
            == "私[わたし]は魚[さかな]を食[た]べます。")
        #expect(ExampleReadingText.text(of: example, mode: .aboveLevel, isKnown: isKnown)
            == "私は魚[さかな]を食[た]べます。")
        #expect(ExampleReadingText.text(of: example, mode: .none, isKnown: isKnown) == example.japanese)
        // No segments: the sentence as written, whatever the setting.
        let bare = ExampleSentence(japanese: "魚を食べます。", english: "")
        for mode in Settings.ExampleReadings.allCases {
            #expect(ExampleReadingText.text(of: bare, mode: mode, isKnown: isKnown) == bare.japanese)
        }
    }

    @Test("A sentence with readings wraps within 38 columns without cutting a wide glyph")
    func wrapping() {
        let long = Array(repeating: example.segments, count: 3).flatMap { $0 }
        let text = ExampleReadingText.text(of: ExampleSentence(japanese: "", english: "", segments: long),
                                           mode: .all, isKnown: { _ in false })
        let lines = text.wrapped(toWidth: 38)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.displayWidth <= 38 })
        #expect(lines.joined() == text)
    }

    @Test("Word screen with every reading shown, at 80x24 and 40x12")
    func snapshots() throws {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try TestApp(size: size)
            try app.context.settings.update { $0.exampleReadings = .all }
            let detail = try DetailTests.openWordDetail(app)
            detail.selectRow(keyPrefix: "example:0")
            app.application.render()
            assertSnapshot(app.terminal, named: "word-readings-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
            // Every segment with kanji shows its reading, taken from the deck.
            let example = detail.word.examples[0]
            for segment in example.segments where !segment.reading.isEmpty {
                #expect(app.screen.contains("\(segment.text)[\(segment.reading)]"))
            }
        }
    }
}
