import Foundation
import Testing
@testable import MainichiCore

/// The committed decks give every example its readings and most words their pitch accent.
@Suite("Example readings and pitch accent in the bundled decks")
struct ExampleReadingIntegrityTests {
    static let decksDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Decks")

    func words() throws -> [VocabItem] {
        let library = try DeckLibrary(directory: Self.decksDirectory)
        return try library.summaries(of: .vocab).flatMap { summary in
            try library.deck(id: summary.deckID).items.compactMap(\.vocab)
        }
    }

    @Test("Every example carries segments that spell it, with a kana reading on every kanji segment")
    func everyExampleCanBeRead() throws {
        var unread: [String] = []
        for word in try words() {
            for example in word.examples {
                let spelled = example.segments.map(\.text).joined().filter { !$0.isWhitespace }
                let bare = example.segments.contains { $0.reading.isEmpty && $0.text.contains(where: Kana.isKanji) }
                if example.segments.isEmpty || spelled != example.japanese.filter({ !$0.isWhitespace }) || bare {
                    unread.append("\(word.id): \(example.japanese)")
                }
            }
        }
        #expect(unread.isEmpty, "\(unread.prefix(10))")
    }

    @Test("At least 89% of the words carry a pitch accent that fits their reading")
    func pitchCoverage() throws {
        let all = try words()
        let covered = all.filter { $0.pitchAccent != nil }.count
        #expect(all.count > 0)
        #expect(Double(covered) >= 0.89 * Double(all.count), "\(covered) of \(all.count)")
    }

    @Test("A one-kanji word read by its kun'yomi has examples showing it as a word of its own (碑 いしぶみ never inside 記念碑)")
    func oneKanjiWordsStandAlone() throws {
        var onyomi: [String: Set<String>] = [:]
        for file in ["kanji/n5.json", "kanji/n4.json", "kanji/n3.json", "kanji/n2.json", "kanji/n1.json", "kanji/names.json"] {
            for item in try KanjiDeckIntegrityTests.deck(file).items {
                onyomi[item.kanji] = Set(item.onyomi.map { Kana.hiragana(from: $0.filter { $0 != "-" && $0 != "." }) })
            }
        }
        let affix = ["prefix", "suffix", "counter"]
        var inside: [String] = []
        for word in try words() where word.word.count == 1 && onyomi[word.word].map({ !$0.contains(word.reading) }) == true
            && !affix.contains(where: { (word.partOfSpeech ?? "").contains($0) }) {
            for example in word.examples {
                let segments = example.segments
                let alone = segments.indices.contains { index in
                    let before = index > 0 ? segments[index - 1].text.last : nil
                    let after = index + 1 < segments.count ? segments[index + 1].text.first : nil
                    let joins = { (c: Character?) in
                        c.map { Kana.isKanji($0) || $0.isNumber || $0.unicodeScalars.allSatisfy { (0x30A1...0x30FA).contains($0.value) } } ?? false
                    }
                    return segments[index].text == word.word && segments[index].reading == word.reading
                        && !joins(before) && !joins(after)
                }
                if !alone { inside.append("\(word.id): \(example.japanese)") }
            }
        }
        #expect(inside.isEmpty, "\(inside.count): \(inside.prefix(10))")
    }

    @Test("Other words read as the sentence reads them: 十 in a count with ひとつ is とお, 高音 never たかね, 3月 never つき, 何て never なにて")
    func otherWordsReadAsTheSentenceReadsThem() throws {
        let nativeStems: Set<String> = ["ひと", "ふた", "みっ", "よっ", "いつ", "むっ", "なな", "やっ", "ここの"]
        var wrong: [String] = []
        for word in try words() {
            for example in word.examples {
                let segments = example.segments
                let counts = segments.indices.contains { index in
                    nativeStems.contains(segments[index].reading) && index + 1 < segments.count && segments[index + 1].text.hasPrefix("つ")
                }
                if counts && segments.contains(where: { $0.text == "十" && $0.reading == "じゅう" }) {
                    wrong.append("\(word.id): \(example.japanese)")
                }
                if segments.contains(where: { $0.text == "高音" && $0.reading == "たかね" }) {
                    wrong.append("\(word.id): \(example.japanese)")
                }
                // A month after a number is がつ (3月), never the moon; 何て and 何世紀 are なん.
                let sentence = example.japanese
                for (index, segment) in segments.enumerated() {
                    let before = segments[..<index].map(\.text).joined().last
                    let after = index + 1 < segments.count ? segments[index + 1].text : ""
                    if segment.text == "月" && segment.reading == "つき" && (before.map { $0.isNumber } ?? false) {
                        wrong.append("\(word.id): \(sentence)")
                    }
                    if segment.text == "何" && segment.reading == "なに" && (after.hasPrefix("て") || after.hasPrefix("世紀")) {
                        wrong.append("\(word.id): \(sentence)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("Numbers are read with their counters: 一回 never いち|かい, 一隻 never いち|せき, ２人 never ２|にん, 料理人 never りょうり|じん")
    func numbersReadWithTheirCounters() throws {
        // A kanji number read in full before a counter it joins with a small っ (the build's rule,
        // tools/decks/vocab.py number_read_apart), and 人 read にん after a lone digit 1 or 2.
        let joins: [Character: (String, String)] = [
            "一": ("いち", "かきくけこさしすせそたちつてとはひふへほぱぴぷぺぽ"), "六": ("ろく", "かきくけこはひふへほぱぴぷぺぽ"),
            "百": ("ひゃく", "かきくけこはひふへほぱぴぷぺぽ"), "八": ("はち", "さしすせそはひふへほぱぴぷぺぽ"),
            "十": ("じゅう", "かきくけこさしすせそたちつてとはひふへほぱぴぷぺぽ"),
        ]
        let numerals = Set("〇一二三四五六七八九十百千万億")
        let digits = Set("0123456789０１２３４５６７８９")
        var wrong: [String] = []
        for word in try words() {
            for example in word.examples {
                let segments = example.segments
                for index in segments.indices.dropFirst() {
                    let before = segments[index - 1], segment = segments[index]
                    guard !segment.reading.isEmpty, let first = segment.text.first, let initial = segment.reading.first else { continue }
                    if let last = before.text.last, let (reading, kana) = joins[last], before.reading.hasSuffix(reading),
                       kana.contains(initial), !numerals.contains(first) {
                        wrong.append("\(word.id): \(example.japanese)")
                    }
                    let previous = before.text.dropLast().last
                    if segment.text.hasPrefix("人") && segment.reading.hasPrefix("にん") && before.reading.isEmpty,
                       let last = before.text.last, "12１２".contains(last), previous.map({ !digits.contains($0) }) ?? true {
                        wrong.append("\(word.id): \(example.japanese)")
                    }
                    if before.text == "料理" && segment.text == "人" && segment.reading == "じん" {
                        wrong.append("\(word.id): \(example.japanese)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test("Pitch accents NAIST-jdic had wrong are the decided ones", arguments: [
        ("休み", "やすみ", 3), ("とうとう", "とうとう", 1), ("広まる", "ひろまる", 3), ("映画館", "えいがかん", 3), ("五日", "いつか", 3),
    ])
    func decidedPitch(word: String, reading: String, accent: Int) throws {
        let item = try #require(try words().first { $0.word == word && $0.reading == reading })
        #expect(item.pitch == accent)
    }

    @Test("A verb never carries a fall after its last mora (the same word as flat): accents are as the decks store them")
    func verbsNeverFallAfterTheLastMora() throws {
        var odd: [String] = []
        for word in try words() where (word.partOfSpeech ?? "").contains("verb") || (word.partOfSpeech ?? "").contains("い-adjective") {
            if let accent = word.pitchAccent, accent.downstep == accent.morae.count, accent.morae.count > 1 {
                odd.append("\(word.id) \(accent.downstep)")
            }
        }
        #expect(odd.isEmpty, "\(odd.prefix(10))")
    }
}
