import Foundation
import Testing
@testable import MainichiCore

/// The segmenter against an independent analyser (SudachiPy, vectors committed) over the content
/// words of 2,500 example sentences of the decks, and of 2,000 Tatoeba sentences no deck has (held
/// out: never looked at while the prices were tuned). The goal is 95%; the floors here are what
/// the segmenter reaches today (2026-11-29: 93.7% and 91.7% strict; 94.1% and 92.2% counting a word
/// of ours that is exactly a unit of the analyser's split mode A or C; docs/reader.md), so a change that
/// makes it worse fails.
@Suite("Segmentation accuracy")
struct SegmenterAccuracyTests {
    @Test("At least 93.6% of an analyser's content-word lemmas agree, 94.0% at either granularity (the goal is 95%)")
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
        #expect(agreement.share >= 0.936, "\(report)")
        #expect(agreement.granularShare >= 0.940, "\(report)")
    }

    @Test("At least 91.6% agree on the held-out Tatoeba sentences, 92.1% at either granularity")
    func agreesOnHeldOutSentences() throws {
        let dictionary = try JapaneseDictionary(decksDirectory: DeckIntegrityTests.decksDirectory)
        let agreement = try SegmentationAgreement.measure(Segmenter(dictionary: dictionary), dictionary: dictionary,
                                                          vectors: SegmentationAgreement.heldOutVectors)
        #expect(agreement.total > 8000)
        // SEGMENTATION_REPORT set: the figures only (the held-out set is not for looking at while tuning).
        if ProcessInfo.processInfo.environment["SEGMENTATION_REPORT"] != nil { print("held out: " + Self.summary(agreement)) }
        // 0.917 and 0.922 before katakana names were read whole (トム is no 富む): 4 held-out words
        // went with it, none on the tuning set; names are not counted, so the gain does not show.
        #expect(agreement.share >= 0.916, "\(Self.summary(agreement))")
        #expect(agreement.granularShare >= 0.921, "\(Self.summary(agreement))")
    }

    /// Both figures, for a failure's message.
    static func summary(_ agreement: SegmentationAgreement) -> String {
        func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
        return "agreed \(agreement.agreed) of \(agreement.total) (\(percent(agreement.share)) strict); "
            + "\(agreement.agreed + agreement.agreedAtOtherGranularity) at either granularity (\(percent(agreement.granularShare)); "
            + "\(agreement.agreedUnits) of \(agreement.units) units, \(percent(agreement.granularUnitShare)))"
    }
}
