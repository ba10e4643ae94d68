import Foundation
import Testing
@testable import MainichiCore

/// Checks the committed decks' topic days (tools/decks/topics.py): N4 and N3 days grouped by topic,
/// labelled only where the day truly holds that topic's words (by tools/decks/topics.tsv, the
/// reviewed list the build groups by), each level keeping its share of words in topic days.
@Suite("Topic day integrity")
struct TopicDayIntegrityTests {
    /// The levels whose vocabulary days are grouped by topic.
    static let topicLevels = ["N4", "N3"]
    /// The fewest words of its topic a labelled day of 20 holds (topics.py `MIN_TOPIC_WORDS`).
    static let minimumTopicWords = 14
    /// The least share (%) of a level's words in a topic day of their topic (build_decks.py `TOPIC_SHARE_FLOOR`).
    static let shareFloor = ["N4": 40, "N3": 33]

    /// A deck file's labels, read apart from the loader.
    struct Labels: Decodable {
        let level: String?
        let kind: String
        let dayTopics: [String: String]?
        let items: [Item]
        /// A word (a kanji deck's items have no word: only its labels are read).
        struct Item: Decodable {
            let word: String?
            let reading: String?
            let day: Int
        }
    }

    /// tools/decks/topics.tsv: each listed word (or word:reading) to its topic.
    static func topicList() throws -> [String: String] {
        let file = DeckIntegrityTests.decksDirectory.deletingLastPathComponent().appendingPathComponent("tools/decks/topics.tsv")
        var words: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            for word in fields[2].split(separator: " ") { words[String(word)] = String(fields[0]) }
        }
        return words
    }

    static func labels(_ file: String) throws -> Labels {
        let url = DeckIntegrityTests.decksDirectory.appendingPathComponent(file)
        return try JSONDecoder().decode(Labels.self, from: Data(contentsOf: url))
    }

    @Test("every topic the list and the decks use is one the app names")
    func topicsAreKnown() throws {
        let list = try Self.topicList()
        #expect(list.count > 500)
        for topic in Set(list.values) { #expect(DayTopic(rawValue: topic) != nil, "\(topic)") }
        for level in Self.topicLevels {
            for (day, topic) in try Self.labels("vocab/\(level.lowercased()).json").dayTopics ?? [:] {
                #expect(DayTopic(rawValue: topic) != nil, "\(level) day \(day): \(topic)")
            }
        }
    }

    @Test("only N4 and N3 vocabulary have topic days, and both have them")
    func onlyTopicLevels() throws {
        for level in ["N5", "N4", "N3", "N2", "N1"] {
            let vocab = try Self.labels("vocab/\(level.lowercased()).json")
            let kanji = try Self.labels("kanji/\(level.lowercased()).json")
            #expect(kanji.dayTopics == nil, "kanji \(level)")
            if Self.topicLevels.contains(level) {
                #expect((vocab.dayTopics?.count ?? 0) >= 10, "vocab \(level)")
            } else {
                #expect(vocab.dayTopics == nil, "vocab \(level)")
            }
        }
    }

    @Test("a labelled day holds at least 14 of 20 words of its topic, and a day that does is labelled")
    func labelsClaimOnlyWhatTheDayHolds() throws {
        let list = try Self.topicList()
        for level in Self.topicLevels {
            let deck = try Self.labels("vocab/\(level.lowercased()).json")
            let labels = deck.dayTopics ?? [:]
            let days = Dictionary(grouping: deck.items, by: \.day)
            var inTopic = 0
            for (day, items) in days {
                var counts: [String: Int] = [:]
                for item in items {
                    let word = item.word ?? "", reading = item.reading ?? ""
                    if let topic = list["\(word):\(reading)"] ?? list[word] { counts[topic, default: 0] += 1 }
                }
                let label = labels[String(day)]
                if let label {
                    let held = counts[label] ?? 0
                    #expect(held * 20 >= Self.minimumTopicWords * items.count, "\(level) day \(day) is \(label) with \(held) of \(items.count)")
                    inTopic += held
                } else {
                    let most = counts.values.max() ?? 0
                    #expect(most * 20 < Self.minimumTopicWords * items.count, "\(level) day \(day) holds \(most) words of one topic, unlabelled")
                }
            }
            let share = 100 * inTopic / deck.items.count
            #expect(share >= Self.shareFloor[level] ?? 100, "\(level): \(share)% of the words in topic days")
        }
    }

    @Test("a topic day holds its topic's words only (a short topic makes a shorter day, never topped up with unrelated words), and every day 14 to 20 words")
    func topicDaysHoldOnlyTheirTopic() throws {
        let list = try Self.topicList()
        for level in Self.topicLevels {
            let deck = try Self.labels("vocab/\(level.lowercased()).json")
            let labels = deck.dayTopics ?? [:]
            for (day, items) in Dictionary(grouping: deck.items, by: \.day) {
                #expect((Self.minimumTopicWords...20).contains(items.count), "\(level) day \(day) has \(items.count) words")
                guard let label = labels[String(day)] else { continue }
                let others = items.filter { item in
                    let word = item.word ?? "", reading = item.reading ?? ""
                    return (list["\(word):\(reading)"] ?? list[word]) != label
                }
                #expect(others.isEmpty, "\(level) day \(day) (\(label)) ends with \(others.compactMap(\.word))")
            }
        }
    }

    @Test("the loader hands the core each bundled topic day")
    func loaderReadsTopics() throws {
        let library = try DeckLibrary(directory: DeckIntegrityTests.decksDirectory)
        let deck = try library.deck(id: DeckID.jlpt(kind: .vocab, level: .n4))
        let file = try Self.labels("vocab/n4.json").dayTopics ?? [:]
        #expect(deck.dayTopics.count == file.count)
        for (day, topic) in file {
            #expect(deck.topic(forDay: Int(day) ?? 0)?.rawValue == topic)
        }
        #expect((1...deck.dayCount).contains { deck.topic(forDay: $0) == nil }, "mixed days stay unlabelled")
    }
}
