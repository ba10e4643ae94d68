extension RomajiConverter {
    /// Romaji spellings and the hiragana they give.
    static let syllables: [String: String] = {
        var table: [String: String] = [
            "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お",
            "ka": "か", "ki": "き", "ku": "く", "ke": "け", "ko": "こ",
            "ga": "が", "gi": "ぎ", "gu": "ぐ", "ge": "げ", "go": "ご",
            "sa": "さ", "shi": "し", "si": "し", "su": "す", "se": "せ", "so": "そ",
            "za": "ざ", "ji": "じ", "zi": "じ", "zu": "ず", "ze": "ぜ", "zo": "ぞ",
            "ta": "た", "chi": "ち", "ti": "ち", "tsu": "つ", "tu": "つ", "te": "て", "to": "と",
            "da": "だ", "di": "ぢ", "du": "づ", "dzu": "づ", "de": "で", "do": "ど",
            "na": "な", "ni": "に", "nu": "ぬ", "ne": "ね", "no": "の",
            "ha": "は", "hi": "ひ", "fu": "ふ", "hu": "ふ", "he": "へ", "ho": "ほ",
            "ba": "ば", "bi": "び", "bu": "ぶ", "be": "べ", "bo": "ぼ",
            "pa": "ぱ", "pi": "ぴ", "pu": "ぷ", "pe": "ぺ", "po": "ぽ",
            "ma": "ま", "mi": "み", "mu": "む", "me": "め", "mo": "も",
            "ya": "や", "yu": "ゆ", "yo": "よ", "ye": "いぇ",
            "ra": "ら", "ri": "り", "ru": "る", "re": "れ", "ro": "ろ",
            "la": "ぁ", "li": "ぃ", "lu": "ぅ", "le": "ぇ", "lo": "ぉ",
            "wa": "わ", "wi": "うぃ", "we": "うぇ", "wo": "を",
            "vu": "ゔ", "va": "ゔぁ", "vi": "ゔぃ", "ve": "ゔぇ", "vo": "ゔぉ",
            "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ", "fyu": "ふゅ",
            "ca": "か", "ci": "し", "cu": "く", "ce": "せ", "co": "こ",
            "qa": "くぁ", "qi": "くぃ", "qe": "くぇ", "qo": "くぉ",
            "kwa": "くぁ", "gwa": "ぐぁ",
            "tsa": "つぁ", "tsi": "つぃ", "tse": "つぇ", "tso": "つぉ",
            "thi": "てぃ", "thu": "てゅ", "dhi": "でぃ", "dhu": "でゅ",
            "twu": "とぅ", "dwu": "どぅ",
            "she": "しぇ", "che": "ちぇ", "je": "じぇ", "jye": "じぇ", "zye": "じぇ",
            "sye": "しぇ", "tye": "ちぇ", "cye": "ちぇ",
            "xa": "ぁ", "xi": "ぃ", "xu": "ぅ", "xe": "ぇ", "xo": "ぉ",
            "xya": "ゃ", "xyu": "ゅ", "xyo": "ょ", "lya": "ゃ", "lyu": "ゅ", "lyo": "ょ",
            "xtu": "っ", "xtsu": "っ", "ltu": "っ", "ltsu": "っ",
            "xwa": "ゎ", "lwa": "ゎ", "xka": "ゕ", "xke": "ゖ", "lka": "ゕ", "lke": "ゖ",
            "-": "ー",
        ]
        // Contracted sounds: consonant + y + a/u/o.
        let contracted: [(String, String)] = [
            ("ky", "き"), ("gy", "ぎ"), ("sy", "し"), ("zy", "じ"), ("jy", "じ"), ("ty", "ち"),
            ("cy", "ち"), ("dy", "ぢ"), ("ny", "に"), ("hy", "ひ"), ("by", "び"), ("py", "ぴ"),
            ("my", "み"), ("ry", "り"), ("sh", "し"), ("ch", "ち"), ("j", "じ"),
        ]
        for (start, kana) in contracted {
            for (vowel, small) in [("a", "ゃ"), ("u", "ゅ"), ("o", "ょ")] {
                table[start + vowel] = kana + small
            }
        }
        return table
    }()

    /// Every proper start of a spelling, and "n": what may still grow into a syllable.
    static let prefixes: Set<String> = {
        var prefixes: Set<String> = ["n"]
        for key in syllables.keys where key.count > 1 {
            for length in 1..<key.count {
                prefixes.insert(String(key.prefix(length)))
            }
        }
        return prefixes
    }()
}
