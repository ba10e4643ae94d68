import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The N4 and N3 day lists name each topic day's topic (EN and KO) where the screen has room, and
/// a topic day's study list says it in its title at any width.
@Suite("Topic days in the day list")
struct TopicDayListTests {
    /// Opens the N4 vocabulary day list and selects `day`.
    static func openN4(_ app: TestApp, day: Int) throws -> DayListController {
        app.press("\r")
        app.press("j\r")
        let list = try #require(app.application.navigationController.topController as? DayListController)
        #expect(list.deck.level == .n4)
        list.jump(to: day)
        app.application.tick()
        return list
    }

    /// The first topic day and the first mixed day of bundled N4 vocabulary, with its deck.
    static func n4Days(_ app: TestApp) throws -> (topic: Int, name: DayTopic, mixed: Int) {
        let deck = try app.context.library.deck(id: DeckID.jlpt(kind: .vocab, level: .n4))
        let topic = try #require((1...deck.dayCount).first { deck.topic(forDay: $0) != nil })
        let mixed = try #require((1...deck.dayCount).first { deck.topic(forDay: $0) == nil })
        return (topic, try #require(deck.topic(forDay: topic)), mixed)
    }

    @Test("at 80 columns a topic day's row names its topic, a mixed day's row names none")
    func rowsNameTopics() throws {
        let app = try TestApp()
        let (topic, name, mixed) = try Self.n4Days(app)
        _ = try Self.openN4(app, day: topic)
        let english = EnglishStudyStrings().topicName(name)
        let row = try #require(app.lines.first { $0.hasPrefix("> Day \(topic) ") || $0.hasPrefix("  Day \(topic) ") })
        #expect(row.contains(english))
        #expect(app.lines.contains { $0.contains("Topic") })
        let mixedRow = try #require(app.lines.first { $0.dropFirst(2).hasPrefix("Day \(mixed) ") })
        #expect(DayTopic.allCases.allSatisfy { !mixedRow.contains(EnglishStudyStrings().topicName($0)) })
        app.press("\r")
        #expect(app.lines[0].contains("Day \(topic): \(english)"))
    }

    @Test("in Korean the row and the title name the topic in Korean")
    func koreanTopics() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let (topic, name, _) = try Self.n4Days(app)
        _ = try Self.openN4(app, day: topic)
        let korean = KoreanStudyStrings().topicName(name)
        #expect(app.lines.contains { $0.contains("\(topic)일차") && $0.contains(korean) })
        #expect(app.lines.contains { $0.contains("주제") })
        app.press("\r")
        #expect(app.lines[0].contains(korean))
    }

    @Test("at 40 columns the rows keep their columns and leave the topic to the day's title")
    func narrowScreen() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        let (topic, name, _) = try Self.n4Days(app)
        _ = try Self.openN4(app, day: topic)
        let english = EnglishStudyStrings().topicName(name)
        #expect(!app.lines.contains { $0.contains(english) })
        #expect(app.lines.allSatisfy { $0.displayWidth <= 40 })
        app.press("\r")
        #expect(app.lines[0].contains("Day \(topic):"))
    }
}
