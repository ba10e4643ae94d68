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
/// RomajiConverter.finish("kan")        // "かん": on submit a trailing n is ん
/// RomajiConverter.convert("KOOHI-")    // "コオヒー": capitals give katakana
/// RomajiConverter.searchKana(for: "tabe")  // "たべ"
/// ```
///
/// Rules: Hepburn, Kunrei and the usual input-method spellings (shi/si, chi/ti, tsu/tu, fu/hu,
/// ji/zi, sha/sya, cha/tya/cya, ja/jya/zya); a doubled consonant gives っ (kka っか, tch っち);
/// n' and n before a consonant give ん; "nn" gives ん, and a vowel or y after it starts a new
/// syllable with the second n, so both the input-method "onnna" and Hepburn "onna" give おんな;
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

    // MARK: - Conversion

    private static func convert(_ text: String, finishing: Bool) -> (text: String, pendingCount: Int) {
        let characters = Array(text)
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

            // n: ん before a consonant, an apostrophe or (when finishing) the end.
            if lower == "n" && next.map({ !isVowel($0) && $0 != "y" }) ?? true {
                if next == nil && !finishing {
                    output.append(character)
                    pendingCount = 1
                    index += 1
                    continue
                }
                // The second n of the input-method "nn" is not another ん. The first may
                // already have been converted by an earlier key press, so only look at output.
                let secondOfPair = output.last == "ん" || output.last == "ン"
                if !secondOfPair {
                    output.append(contentsOf: kana("ん", katakana: katakana))
                }
                index += next == "'" ? 2 : 1
                continue
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
