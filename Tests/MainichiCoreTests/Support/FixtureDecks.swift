import Foundation
import TestSupport

/// Small deck documents for tests, built as JSON text.
enum FixtureDecks {
    /// A vocabulary item as JSON.
    static func vocabItem(_ index: Int, day: Int, meanings: String? = nil) -> String {
        let meaningList = meanings ?? "[\"meaning \(index)\", \"sense \(index)\"]"
        return """
        {"id": "v:語\(index):ご\(index)", "word": "語\(index)", "reading": "ご\(index)", "meanings": \(meaningList), "day": \(day), "examples": [{"ja": "例\(index)です。", "en": "Example \(index)."}]}
        """
    }

    /// A vocabulary deck with `count` items, `perDay` a day.
    static func vocab(level: String = "N5", count: Int = 5, perDay: Int = 2, items: [String]? = nil) -> String {
        let list = items ?? (0..<count).map { vocabItem($0, day: $0 / perDay + 1) }
        return """
        {"format": 1, "kind": "vocab", "level": "\(level)", "title": "JLPT \(level) Vocabulary", "itemsPerDay": \(perDay),
         "items": [\(list.joined(separator: ",\n"))]}
        """
    }

    /// A kanji item as JSON.
    static func kanjiItem(_ kanji: String, day: Int) -> String {
        """
        {"id": "k:\(kanji)", "kanji": "\(kanji)", "day": \(day), "strokes": 4, "radical": "日", "radicalNumber": 72, "grade": 1,
         "frequency": 1, "onyomi": ["ニチ", "ジツ"], "kunyomi": ["ひ", "-び", "-か"], "meanings": ["day", "sun"],
         "examples": [{"word": "日本", "reading": "にほん", "meaning": "Japan", "level": "N5"},
                      {"word": "日光", "reading": "にっこう", "meaning": "sunlight", "level": ""}]}
        """
    }

    /// A kanji deck.
    static func kanji(level: String = "N5", characters: [String] = ["日", "月", "火"], perDay: Int = 2) -> String {
        let list = characters.enumerated().map { kanjiItem($0.element, day: $0.offset / perDay + 1) }
        return """
        {"format": 1, "kind": "kanji", "level": "\(level)", "title": "JLPT \(level) Kanji", "itemsPerDay": \(perDay),
         "items": [\(list.joined(separator: ",\n"))]}
        """
    }

    /// Writes a decks directory with vocabulary N5 and N4 and kanji N5, with or without an index.
    static func makeDirectory(in temporary: TemporaryDirectory, withIndex: Bool = true) -> URL {
        temporary.write(vocab(level: "N5", count: 5, perDay: 2), to: "Decks/vocab/n5.json")
        temporary.write(vocab(level: "N4", count: 3, perDay: 2, items: (10..<13).map { vocabItem($0, day: ($0 - 10) / 2 + 1) }),
                        to: "Decks/vocab/n4.json")
        temporary.write(kanji(), to: "Decks/kanji/n5.json")
        let directory = temporary.file("Decks")
        if withIndex {
            func size(_ file: String) -> Int {
                (try! FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[.size] as! NSNumber).intValue
            }
            temporary.write("""
            {"format": 1, "decks": [
              {"file": "vocab/n5.json", "kind": "vocab", "level": "N5", "title": "JLPT N5 Vocabulary", "itemCount": 5, "dayCount": 3, "bytes": \(size("vocab/n5.json"))},
              {"file": "vocab/n4.json", "kind": "vocab", "level": "N4", "title": "JLPT N4 Vocabulary", "itemCount": 3, "dayCount": 2, "bytes": \(size("vocab/n4.json"))},
              {"file": "kanji/n5.json", "kind": "kanji", "level": "N5", "title": "JLPT N5 Kanji", "itemCount": 3, "dayCount": 2, "bytes": \(size("kanji/n5.json"))}
            ]}
            """, to: "Decks/index.json")
        }
        return directory
    }
}
