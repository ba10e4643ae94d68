import Foundation
import Testing
@testable import MainichiCore

/// The segmenter against an independent analyser (SudachiPy, vectors committed) over the content
/// words of 2,500 example sentences of the decks, and of 2,000 Tatoeba sentences no deck has (held
/// out: never looked at while the prices were tuned). The goal is 95%; the floors here are what
/// the segmenter reaches (2026-11-29, fifth session: 94.0% and 92.0% strict; 94.4% and 92.5% counting a word
/// of ours that is exactly a unit of the analyser's split mode A or C; sixth session 94.0% and 92.0%,
/// 94.4% and 92.4%; seventh session, with the analyser's granularity flag in dictionary.bin, 95.7%
/// and 94.4% strict, 96.0% and 94.6% at either granularity; docs/reader.md), so a change that
/// makes it worse fails. That flag comes from the analyser's own dictionary family, so the tuning
/// figure is less independent since; the held-out one is the one to trust. A third figure, counting
/// words inside a JMdict word of ours that spans whole words of the analyser, is printed, not held.
@Suite("Segmentation accuracy")
struct SegmenterAccuracyTests {
    @Test("At least 95.7% of an analyser's content-word lemmas agree, 96.0% at either granularity (the goal was 95%)")
    func agreesWithTheAnalyser() throws {
        let dictionary = try JapaneseDictionary(decksDirectory: DeckIntegrityTests.decksDirectory)
        let agreement = try SegmentationAgreement.measure(Segmenter(dictionary: dictionary), dictionary: dictionary)
        #expect(agreement.total > 8000)
        var report = Self.summary(agreement) + "\n"
        for kind in SegmentationAgreement.Disagreement.allCases {
            let cases = agreement.disagreements[kind] ?? []
            report += "\(kind.rawValue): \(cases.count)\n" + cases.prefix(25).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        // SEGMENTATION_REPORT=FILE writes every disagreement there, one tab-separated line each, for
        // tools/reader/segmentation_disagreements.py (which classifies them for docs/reader.md).
        if let path = ProcessInfo.processInfo.environment["SEGMENTATION_REPORT"] {
            let summary = "# agreed \(agreement.agreed) of \(agreement.total)\n# granular \(agreement.agreedAtOtherGranularity)\n"
            print("tuning set: " + Self.summary(agreement))
            try (summary + agreement.rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(agreement.share >= 0.957, "\(report)")
        #expect(agreement.granularShare >= 0.960, "\(report)")
    }

    @Test("At least 94.4% agree on the held-out Tatoeba sentences, 94.6% at either granularity")
    func agreesOnHeldOutSentences() throws {
        let dictionary = try JapaneseDictionary(decksDirectory: DeckIntegrityTests.decksDirectory)
        let agreement = try SegmentationAgreement.measure(Segmenter(dictionary: dictionary), dictionary: dictionary,
                                                          vectors: SegmentationAgreement.heldOutVectors)
        #expect(agreement.total > 8000)
        // SEGMENTATION_REPORT set: the figures only (the held-out set is not for looking at while tuning).
        if ProcessInfo.processInfo.environment["SEGMENTATION_REPORT"] != nil { print("held out: " + Self.summary(agreement)) }
        // Katakana names read whole (トム is no 富む) cost 4 held-out words (0.917 to 0.916), none on
        // the tuning set; names are not counted, so the gain does not show. The fifth session's rules
        // (particles after a noun, conjunctions inside a clause, を and a kana verb) gave 25 back.
        #expect(agreement.share >= 0.944, "\(Self.summary(agreement))")
        #expect(agreement.granularShare >= 0.946, "\(Self.summary(agreement))")
    }

    /// Both figures, for a failure's message.
    static func summary(_ agreement: SegmentationAgreement) -> String {
        func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
        return "agreed \(agreement.agreed) of \(agreement.total) (\(percent(agreement.share)) strict); "
            + "\(agreement.agreed + agreement.agreedAtOtherGranularity) at either granularity (\(percent(agreement.granularShare)); "
            + "\(agreement.agreedUnits) of \(agreement.units) units, \(percent(agreement.granularUnitShare))); "
            + "\(agreement.agreed + agreement.agreedAtOtherGranularity + agreement.insideHeadword) counting JMdict words "
            + "that span whole words of the analyser (\(percent(agreement.headwordShare)))"
    }
}
