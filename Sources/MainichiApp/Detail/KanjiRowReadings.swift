import MainichiCore

/// A kanji's readings as one row cell: common readings joined with 、, rare ones after them in
/// ASCII brackets ("セイ、ショウ [ジョウ]"), so a row tells them apart without colour. The kanji
/// screen lists the rare ones on a dimmed row of their own.
enum KanjiRowReadings {
    /// The on'yomi cell.
    static func onyomi(_ kanji: KanjiItem) -> String { text(kanji.rankedOnyomi) }

    /// The kun'yomi cell, in display form ("ひと(つ)").
    static func kunyomi(_ kanji: KanjiItem) -> String { text(kanji.rankedKunyomi) }

    static func text(_ readings: [(reading: String, isRare: Bool)]) -> String {
        let common = readings.filter { !$0.isRare }.map(\.reading).joined(separator: "、")
        let rare = readings.filter(\.isRare).map(\.reading).joined(separator: "、")
        if rare.isEmpty { return common }
        return common.isEmpty ? "[\(rare)]" : "\(common) [\(rare)]"
    }
}
