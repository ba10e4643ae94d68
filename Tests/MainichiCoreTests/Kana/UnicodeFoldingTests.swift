import Foundation
import Testing
@testable import MainichiCore

/// The ICU-free normalisation against Foundation's (ICU's) NFKC and NFC, which the tests may use.
@Suite("Unicode folding")
struct UnicodeFoldingTests {
    @Test("Every fullwidth ASCII and half-width katakana form folds as NFKC then NFC folds it")
    func widthFormsMatchNFKC() {
        let scalars = [0x3000] + Array(0xFF01...0xFF9F) + Array(0xFFE0...0xFFE2) + Array(0xFFE4...0xFFEE)
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            let expected = text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
            #expect(UnicodeFolding.foldingWidth(text) == expected, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("Half-width katakana with voicing marks becomes one fullwidth character each")
    func halfwidthVoicedKatakana() {
        #expect(UnicodeFolding.foldingWidth("ｼﾞｭｳ") == "ジュウ")
        #expect(UnicodeFolding.foldingWidth("ﾊﾟﾝ") == "パン")
        #expect(UnicodeFolding.foldingWidth("ｔｅｎ") == "ten")
        #expect(UnicodeFolding.foldingWidth("た\u{3099}") == "だ")
    }

    @Test("NFC agrees with Foundation on kana, Latin and Hangul")
    func nfcMatchesFoundation() {
        for text in ["か\u{3099}き\u{3099}", "e\u{301}te\u{301}", "\u{1100}\u{1161}\u{11A8}", "ﾎﾟ", "plain", "漢字\u{F900}"] {
            #expect(UnicodeFolding.nfc(text) == text.precomposedStringWithCanonicalMapping)
        }
    }

    @Test("Removing voicing marks agrees with decomposing, dropping the marks and recomposing")
    func removingVoicingMatchesDecomposition() {
        for value in 0x3041...0x30FF {
            let text = String(Character(Unicode.Scalar(value)!))
            var scalars = String.UnicodeScalarView()
            for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
            where scalar.value != 0x3099 && scalar.value != 0x309A {
                scalars.append(scalar)
            }
            #expect(UnicodeFolding.removingVoicing(text) == String(scalars).precomposedStringWithCanonicalMapping,
                    "U+\(String(value, radix: 16, uppercase: true))")
        }
        #expect(UnicodeFolding.removingVoicing("ばぱヴ") == "ははウ")
    }
}
