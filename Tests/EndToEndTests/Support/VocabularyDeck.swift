import Foundation

/// The words of one vocabulary deck file, read straight from the JSON the app reads, so a test
/// can answer questions whose order and options it cannot know in advance.
struct VocabularyDeck {
    /// One word as the deck file gives it.
    struct Word: Equatable {
        var word: String
        var reading: String
        var meanings: [String]
        var day: Int

        /// The meanings as a multiple-choice option shows them: all of them, joined by "; ".
        var optionText: String { meanings.joined(separator: "; ") }

        /// Whether `option`, as read from the screen, is this word's meaning (an option cut to fit
        /// ends with one truncation mark).
        func isMeaning(_ option: String) -> Bool {
            let full = optionText
            if option == full { return true }
            // Only an option that ends with the mark was cut: "ten" is not "teacher" cut short.
            guard option.count > 1, option.last == ">", full.count > option.count else { return false }
            return full.hasPrefix(String(option.dropLast()))
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let words: [Word]

    /// The decks the app is run with: `MAINICHI_DECKS` (the Makefile sets it), else the source
    /// tree's `Decks/`.
    static func decksDirectory(filePath: String = #filePath) -> String {
        if let given = ProcessInfo.processInfo.environment["MAINICHI_DECKS"], !given.isEmpty { return given }
        // Tests/EndToEndTests/Support/VocabularyDeck.swift -> the package root.
        return URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Decks").path
    }

    /// Reads `vocab/<level>.json` ("n5") from the decks directory.
    init(level: String, decks: String = VocabularyDeck.decksDirectory()) throws {
        let url = URL(fileURLWithPath: decks).appendingPathComponent("vocab/\(level).json")
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let items = object["items"] as? [[String: Any]]
        else { throw Failure(description: "\(url.path) has no items") }
        words = items.compactMap { item in
            guard let word = item["word"] as? String, let reading = item["reading"] as? String,
                  let meanings = item["meanings"] as? [String], let day = item["day"] as? Int
            else { return nil }
            return Word(word: word, reading: reading, meanings: meanings, day: day)
        }
    }

    /// The number of study days.
    var dayCount: Int { words.map(\.day).max() ?? 0 }

    /// The words of one study day, in deck order.
    func words(ofDay day: Int) -> [Word] {
        words.filter { $0.day == day }
    }
}
