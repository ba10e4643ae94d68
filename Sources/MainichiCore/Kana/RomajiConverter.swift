#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns typed romaji into kana, for live input, typed answers and search queries.
///
/// Conversion is a pure function of the text, so a text field can keep the converted text and
/// convert again after every key press: kana already there (typed, or from an input method)
/// passes through, and only the ASCII tail changes.
///
/// ```swift
/// RomajiConverter.convert("tab")       // "たb": an unfinished tail stays visible as typed
/// RomajiConverter.convert("たbe")      // "たべ"
/// RomajiConverter.convert("kan")       // "かn": n may still become な, に, ...
/// RomajiConverter.convert("kann")      // "かん": nn is ん at once
/// RomajiConverter.finish("kan")        // "かん": on submit a trailing n is ん
/// RomajiConverter.convert("KOOHI-")    // "コオヒー": capitals give katakana
/// RomajiConverter.searchKana(for: "tabe")  // "たべ"
/// ```
///
/// Rules: Hepburn, Kunrei and the usual input-method spellings (shi/si, chi/ti, tsu/tu, fu/hu,
/// ji/zi, sha/sya, cha/tya/cya, ja/jya/zya); a doubled consonant gives っ (kka っか, tch っち);
/// as in an input method, "nn" and "n'" give ん at once and n before a consonant gives ん, so
/// "onnna" gives おんな, "kinnyoubi" きんようび and Hepburn "onna" おんあ (answer checking and
/// search also try the Hepburn reading: see `hepburnAlternatives(of:)`);
/// x or l before a kana gives its small form (xa ぁ, xtu っ, lya ゃ); wo を; "-" ー.
public enum RomajiConverter {
    /// Converts the romaji in `text` to kana, leaving an unfinished tail as typed.
    public static func convert(_ text: String) -> String {
        convert(text, finishing: false).text
    }

    /// Converts `text` as on submit: a trailing n becomes ん.
    public static func finish(_ text: String) -> String {
        convert(text, finishing: true).text
    }

    /// The kana a search query spells, or nil when it is not romaji or kana.
    ///
    /// An unfinished tail is dropped ("taben" gives "たべ", a good prefix); the query must hold
    /// at least one kana and, after conversion, no ASCII letters.
    public static func searchKana(for query: String) -> String? {
        let result = convert(query.lowercased(), finishing: false)
        let kana = String(result.text.dropLast(result.pendingCount))
        guard Kana.containsKana(kana), !kana.contains(where: { $0.isASCII && $0.isLetter }) else { return nil }
        return kana
    }

    /// Every kana reading a search query may mean, best first: `searchKana(for:)`, then its
    /// `hepburnAlternatives(of:)` ("konnichi" gives ["こんいち", "こんにち"]). Empty when the query
    /// spells no kana.
    public static func searchKanaCandidates(for query: String) -> [String] {
        guard let kana = searchKana(for: query) else { return [] }
        return [kana] + hepburnAlternatives(of: kana)
    }

    /// The other readings of `kana` that a Hepburn typist may have meant, where the input-method
    /// rule ("nn" is ん) split a Hepburn "nn" + vowel: each ん before あいうえお or やゆよ (hiragana
    /// or katakana) may stand for ん + なにぬねの or にゃにゅにょ. "こんいちは" (typed
    /// "konnichiha") gives ["こんにちは"]; "きんようび" gives ["きんにょうび"]; kana without such
    /// a ん gives []. At most the first four such places are varied.
    public static func hepburnAlternatives(of kana: String) -> [String] {
        let characters = Array(kana)
        var places: [(index: Int, replacement: String)] = []
        for index in characters.indices.dropLast() where characters[index] == "ん" || characters[index] == "ン" {
            guard places.count < 4, let replacement = hepburnSyllables[characters[index + 1]] else { continue }
            let katakana = characters[index] == "ン"
            places.append((index + 1, katakana ? Kana.katakana(from: replacement) : replacement))
        }
        guard !places.isEmpty else { return [] }
        var alternatives: [String] = []
        for mask in 1..<(1 << places.count) {
            var text = ""
            var place = 0
            for (index, character) in characters.enumerated() {
                if place < places.count, places[place].index == index {
                    if mask & (1 << place) != 0 {
                        text += places[place].replacement
                    } else {
                        text.append(character)
                    }
                    place += 1
                } else {
                    text.append(character)
                }
            }
            alternatives.append(text)
        }
        return alternatives
    }

    /// The kana after ん that Hepburn's single n would have joined, and what it makes.
    private static let hepburnSyllables: [Character: String] = {
        let pairs: [(Character, String)] = [
            ("あ", "な"), ("い", "に"), ("う", "ぬ"), ("え", "ね"), ("お", "の"),
            ("や", "にゃ"), ("ゆ", "にゅ"), ("よ", "にょ"),
        ]
        var table: [Character: String] = [:]
        for (kana, syllable) in pairs {
            table[kana] = syllable
            table[Character(Kana.katakana(from: String(kana)))] = syllable
        }
        return table
    }()

    // MARK: - Conversion

    private static func convert(_ text: String, finishing: Bool) -> (text: String, pendingCount: Int) {
        let characters = Array(foldingWidth(text))
        var output = ""
        var pendingCount = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard isRomaji(character) else {
                output.append(character)
                index += 1
                continue
            }
            let lower = Character(character.lowercased())
            let next = index + 1 < characters.count ? Character(characters[index + 1].lowercased()) : nil
            let katakana = character.isUppercase

            // n, as an input method reads it: "nn" and "n'" are ん at once; n before another
            // consonant (or anything not romaji) is ん; n before a vowel or y starts な, にゃ, ...
            if lower == "n" {
                guard let next else {
                    if finishing {
                        output.append(contentsOf: kana("ん", katakana: katakana))
                    } else {
                        output.append(character)
                        pendingCount = 1
                    }
                    index += 1
                    continue
                }
                if next == "n" || next == "'" {
                    let upper = katakana || characters[index + 1].isUppercase
                    output.append(contentsOf: kana("ん", katakana: upper))
                    index += 2
                    continue
                }
                if !isVowel(next) && next != "y" {
                    output.append(contentsOf: kana("ん", katakana: katakana))
                    index += 1
                    continue
                }
            }

            // A doubled consonant (kk, tt, ss, ...) or "tch": small っ.
            if let next, lower != "n", !isVowel(lower), lower.isLetter,
               next == lower || (lower == "t" && next == "c") {
                output.append(contentsOf: kana("っ", katakana: katakana))
                index += 1
                continue
            }

            // The longest syllable in the table.
            var matched = false
            for length in stride(from: min(4, characters.count - index), through: 1, by: -1) {
                let piece = String(characters[index..<index + length]).lowercased()
                if let syllable = RomajiConverter.syllables[piece] {
                    let upper = characters[index..<index + length].contains { $0.isUppercase }
                    output.append(contentsOf: kana(syllable, katakana: upper))
                    index += length
                    matched = true
                    break
                }
            }
            if matched { continue }

            // The start of a syllable still being typed: keep it as typed.
            let rest = String(characters[index...]).lowercased()
            if !finishing && rest.allSatisfy(isRomaji) && RomajiConverter.prefixes.contains(rest) {
                output.append(contentsOf: String(characters[index...]))
                pendingCount = characters.count - index
                break
            }
            output.append(character)
            index += 1
        }
        return (output, pendingCount)
    }

    /// `text` with width variants folded by NFKC when it holds any: fullwidth letters (ｊｕｕ, ＪＵＵ)
    /// become ASCII, so they convert as romaji, and half-width katakana (ｼﾞｭｳ) becomes ジュウ. Text
    /// without a halfwidth or fullwidth form passes through unchanged.
    public static func foldingWidth(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0xFF01...0xFFEE).contains($0.value) }) else { return text }
        return UnicodeFolding.foldingWidth(text)
    }

    private static func kana(_ hiragana: String, katakana: Bool) -> String {
        katakana ? Kana.katakana(from: hiragana) : hiragana
    }

    private static func isRomaji(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character == "-" || character == "'")
    }

    private static func isVowel(_ character: Character) -> Bool {
        "aiueo".contains(character)
    }
}
