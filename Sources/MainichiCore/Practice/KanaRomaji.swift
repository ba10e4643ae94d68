/// Splits kana into the units a learner spells in romaji (Hepburn), for games: きょう gives
/// [きょ "kyo", う "u"], がっこう [が "ga", っ "k", こ "ko", う "u"], コーヒー [コ "ko", ー "o",
/// ヒ "hi", ー "i"].
public enum KanaRomaji {
    /// One kana (with its small ゃゅょぁぃぅぇぉ) and its romaji.
    public struct Unit: Sendable, Equatable {
        public var kana: String
        public var romaji: String

        public init(kana: String, romaji: String) {
            self.kana = kana
            self.romaji = romaji
        }
    }

    /// The units of `kana`, katakana kept as written; characters that are not kana (・, spaces,
    /// 〜) are left out. Small っ takes the first consonant of the unit after it ("t" before ち);
    /// ー the vowel of the unit before it.
    public static func units(of kana: String) -> [Unit] {
        var units: [Unit] = []
        let characters = Array(kana)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let hiragana = Character(Kana.hiragana(from: String(character)))
            defer { index += 1 }
            guard Kana.isKana(character) else { continue }
            if character == "ー" {
                units.append(Unit(kana: "ー", romaji: units.last.flatMap { $0.romaji.last.map(String.init) } ?? "-"))
                continue
            }
            if hiragana == "っ" {
                units.append(Unit(kana: String(character), romaji: ""))
                continue
            }
            var text = String(character)
            var romaji = base[hiragana] ?? ""
            if index + 1 < characters.count {
                let next = Character(Kana.hiragana(from: String(characters[index + 1])))
                if let small = smallVowels[next], !romaji.isEmpty {
                    text.append(characters[index + 1])
                    index += 1
                    var stem = String(romaji.dropLast())
                    if stem.isEmpty { stem = "w" }
                    let yoon = "ゃゅょ".contains(next) && !["sh", "ch", "j"].contains(stem)
                    romaji = stem + (yoon ? "y" : "") + small
                }
            }
            units.append(Unit(kana: text, romaji: romaji.isEmpty ? String(hiragana) : romaji))
        }
        // っ doubles the next consonant (ch doubles as t).
        for position in units.indices where units[position].romaji.isEmpty {
            let next = units.indices.contains(position + 1) ? units[position + 1].romaji : ""
            units[position].romaji = next.hasPrefix("ch") ? "t" : (next.first.map { "aiueo".contains($0) ? "" : String($0) } ?? "")
            if units[position].romaji.isEmpty { units[position].romaji = "t" }
        }
        return units
    }

    private static let smallVowels: [Character: String] = [
        "ゃ": "a", "ゅ": "u", "ょ": "o", "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o",
    ]

    /// Hepburn for each plain hiragana.
    private static let base: [Character: String] = {
        let rows: [(String, [String])] = [
            ("あいうえお", ["a", "i", "u", "e", "o"]),
            ("かきくけこ", ["ka", "ki", "ku", "ke", "ko"]), ("がぎぐげご", ["ga", "gi", "gu", "ge", "go"]),
            ("さしすせそ", ["sa", "shi", "su", "se", "so"]), ("ざじずぜぞ", ["za", "ji", "zu", "ze", "zo"]),
            ("たちつてと", ["ta", "chi", "tsu", "te", "to"]), ("だぢづでど", ["da", "ji", "zu", "de", "do"]),
            ("なにぬねの", ["na", "ni", "nu", "ne", "no"]),
            ("はひふへほ", ["ha", "hi", "fu", "he", "ho"]), ("ばびぶべぼ", ["ba", "bi", "bu", "be", "bo"]),
            ("ぱぴぷぺぽ", ["pa", "pi", "pu", "pe", "po"]),
            ("まみむめも", ["ma", "mi", "mu", "me", "mo"]),
            ("やゆよ", ["ya", "yu", "yo"]),
            ("らりるれろ", ["ra", "ri", "ru", "re", "ro"]),
            ("わをん", ["wa", "o", "n"]),
            ("ぁぃぅぇぉゃゅょゎゔ", ["a", "i", "u", "e", "o", "ya", "yu", "yo", "wa", "vu"]),
        ]
        var table: [Character: String] = [:]
        for (kana, romaji) in rows {
            for (character, spelling) in zip(kana, romaji) { table[character] = spelling }
        }
        return table
    }()
}
