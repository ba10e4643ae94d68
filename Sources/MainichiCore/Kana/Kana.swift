/// Hiragana and katakana helpers.
public enum Kana {
    /// The distance between a hiragana and its katakana in Unicode.
    static let katakanaOffset: UInt32 = 0x60

    /// Whether `scalar` is hiragana (ぁ to ゖ, plus ゝゞ).
    public static func isHiragana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x309E).contains(scalar.value)
    }

    /// Whether `scalar` is katakana (ァ to ヺ, plus ー and ヽヾ).
    public static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A1...0x30FE).contains(scalar.value)
    }

    /// Whether every scalar of `character` is kana or the long-vowel mark.
    public static func isKana(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { isHiragana($0) || isKatakana($0) }
    }

    /// Whether `character` is a CJK ideograph (a kanji) or the iteration mark 々.
    public static func isKanji(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3005, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// Whether `text` holds at least one kana.
    public static func containsKana(_ text: String) -> Bool {
        text.unicodeScalars.contains { isHiragana($0) || isKatakana($0) }
    }

    /// `text` with katakana turned into hiragana; ー and everything else unchanged.
    public static func hiragana(from text: String) -> String {
        // Most text to turn (readings, kana words) has no katakana: it is its own answer.
        guard text.unicodeScalars.contains(where: { (0x30A1...0x30F6).contains($0.value) || (0x30FD...0x30FE).contains($0.value) })
        else { return text }
        // Made as UTF-8: appending to a `String.UnicodeScalarView` costs far more a scalar.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(scalar.value) || (0x30FD...0x30FE).contains(scalar.value),
               let shifted = Unicode.Scalar(scalar.value - katakanaOffset) {
                bytes.append(contentsOf: shifted.utf8)
            } else {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with hiragana turned into katakana; everything else unchanged.
    public static func katakana(from text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x3041...0x3096).contains(scalar.value) || (0x309D...0x309E).contains(scalar.value),
               let shifted = Unicode.Scalar(scalar.value + katakanaOffset) {
                scalars.append(shifted)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The vowel ("a", "i", "u", "e", "o") a hiragana ends in, or nil (ん, っ, ー, not kana).
    static func vowel(of character: Character) -> Character? {
        vowels[character]
    }

    private static let vowels: [Character: Character] = {
        let rows: [(Character, String)] = [
            ("a", "あかさたなはまやらわがざだばぱぁゃゎゕ"),
            ("i", "いきしちにひみりぎじぢびぴぃゐ"),
            ("u", "うくすつぬふむゆるぐずづぶぷぅゅゔ"),
            ("e", "えけせてねへめれげぜでべぺぇゑゖ"),
            ("o", "おこそとのほもよろをごぞどぼぽぉょ"),
        ]
        var table: [Character: Character] = [:]
        for (vowel, kana) in rows {
            for character in kana { table[character] = vowel }
        }
        return table
    }()
}
