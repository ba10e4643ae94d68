#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Puts readings and typed answers into one comparable form: hiragana, no markers, no spaces.
public enum ReadingNormalizer {
    /// The forms a listed reading accepts, normalised: "ひと.つ" and "ひと(つ)" give
    /// ["ひとつ", "ひと"]; "-び" and "〜び" give ["び"]; "カ" gives ["か"].
    public static func forms(of reading: String) -> [String] {
        var full = ""
        var stem = ""
        var inOkurigana = false
        for character in reading {
            switch character {
            case ".", "(", "（":
                inOkurigana = true
            case ")", "）":
                continue
            case "-", "〜", "～", "‐", "−":
                continue
            default:
                if character.isWhitespace { continue }
                full.append(character)
                if !inOkurigana { stem.append(character) }
            }
        }
        let forms = [Kana.hiragana(from: full), Kana.hiragana(from: stem)]
        return forms[0] == forms[1] || forms[1].isEmpty ? [forms[0]] : forms
    }

    /// A typed answer in comparable form: width variants folded (ｊｕｕ, ｼﾞｭｳ), romaji finished
    /// into kana, katakana into hiragana, whitespace removed.
    public static func answer(_ text: String) -> String {
        let kana = UnicodeFolding.nfc(RomajiConverter.finish(text))
        return Kana.hiragana(from: String(kana.filter { !$0.isWhitespace }))
    }

    /// Every comparable form a typed answer may mean: `answer(_:)` first, then its Hepburn
    /// readings ("konnichiha", converted as an input method would to こんいちは, also gives
    /// こんにちは; see `RomajiConverter.hepburnAlternatives(of:)`).
    public static func answers(_ text: String) -> [String] {
        let typed = answer(text)
        guard !typed.isEmpty else { return [] }
        return [typed] + RomajiConverter.hepburnAlternatives(of: typed)
    }
}
