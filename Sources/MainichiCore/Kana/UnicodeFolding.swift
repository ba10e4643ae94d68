/// Unicode normalisation without ICU: NFC from the standard library, the width forms of NFKC by
/// table, and kana without their voicing marks.
///
/// FoundationEssentials has no `precomposedStringWithCompatibilityMapping`; what Mainichi needs of
/// NFKC is the width folding of typed text (fullwidth ASCII, half-width katakana and Hangul, the
/// ideographic space), which `foldingWidth` does, then NFC. Other compatibility characters
/// (circled digits, ligatures, squared words) are left as they are.
public enum UnicodeFolding {
    /// `text` in Normalization Form C (kana with combining marks become one character: か + U+3099 is が).
    public static func nfc(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// `text` with width variants folded by their compatibility mapping (as NFKC does, except that
    /// half-width Hangul becomes Hangul compatibility jamo), then NFC: ｊｕｕ is juu, ｼﾞｭｳ is ジュウ,
    /// the ideographic space is a space.
    public static func foldingWidth(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isWidthForm($0.value) }) else { return nfc(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let folded = widthFolded(scalar.value).flatMap(Unicode.Scalar.init) {
                scalars.append(folded)
            } else {
                scalars.append(scalar)
            }
        }
        return nfc(String(scalars))
    }

    /// `kana` (in NFC) without dakuten and handakuten: ば and ぱ as は, combining marks dropped.
    public static func removingVoicing(_ kana: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in nfc(kana).unicodeScalars where scalar.value != 0x3099 && scalar.value != 0x309A {
            scalars.append(unvoiced[scalar.value].flatMap(Unicode.Scalar.init) ?? scalar)
        }
        return String(scalars)
    }

    /// Each voiced kana (が, ぱ, ヴ) and its plain letter, made by composing every kana with U+3099
    /// and U+309A through the standard library's NFC.
    private static let unvoiced: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        for base in UInt32(0x3041)...0x30FF {
            guard let plain = Unicode.Scalar(base) else { continue }
            for mark in [UInt32(0x3099), 0x309A] {
                var pair = String.UnicodeScalarView()
                pair.append(plain)
                pair.append(Unicode.Scalar(mark)!)
                let composed = nfc(String(pair)).unicodeScalars
                if composed.count == 1, let voiced = composed.first { table[voiced.value] = base }
            }
        }
        return table
    }()

    private static func isWidthForm(_ value: UInt32) -> Bool {
        value == 0x3000 || (0xFF01...0xFFEE).contains(value)
    }

    /// The NFKC mapping of a fullwidth or half-width form (U+3000, U+FF01 to U+FFEE), or nil.
    private static func widthFolded(_ value: UInt32) -> UInt32? {
        switch value {
        case 0x3000: return 0x20
        case 0xFF01...0xFF5E: return value - 0xFF01 + 0x21
        case 0xFF5F: return 0x2985
        case 0xFF60: return 0x2986
        case 0xFF61...0xFF9F: return halfwidthKatakana[Int(value - 0xFF61)]
        case 0xFFA0: return 0x3164
        case 0xFFA1...0xFFBE: return value - 0xFFA1 + 0x3131
        case 0xFFC2...0xFFC7: return value - 0xFFC2 + 0x314F
        case 0xFFCA...0xFFCF: return value - 0xFFCA + 0x3155
        case 0xFFD2...0xFFD7: return value - 0xFFD2 + 0x315B
        case 0xFFDA...0xFFDC: return value - 0xFFDA + 0x3161
        case 0xFFE0: return 0xA2
        case 0xFFE1: return 0xA3
        case 0xFFE2: return 0xAC
        case 0xFFE3: return 0xAF
        case 0xFFE4: return 0xA6
        case 0xFFE5: return 0xA5
        case 0xFFE6: return 0x20A9
        case 0xFFE8: return 0x2502
        case 0xFFE9...0xFFEC: return value - 0xFFE9 + 0x2190
        case 0xFFED: return 0x25A0
        case 0xFFEE: return 0x25CB
        default: return nil
        }
    }

    /// U+FF61 (｡) to U+FF9F (ﾟ) as NFKC maps them: punctuation, katakana, the prolonged sound mark,
    /// and the voicing marks as combining U+3099 and U+309A.
    private static let halfwidthKatakana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2,
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC,
        0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3,
        0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8,
        0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,
        0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8,
        0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x3099, 0x309A,
    ]
}
