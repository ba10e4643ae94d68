/// Turns KANJIDIC-style kanji readings into the forms the learner sees and the forms answers are
/// checked against.
///
/// In the data a dot separates the okurigana ("ひと.つ") and a dash marks where an affix attaches
/// ("-び" is a suffix, "ひと-" a prefix).
public enum KanjiReading {
    /// The wave dash shown for an affix. U+301C is East Asian Wide, so it never has an ambiguous width.
    public static let affixMark = "\u{301C}"

    /// The display form: "ひと.つ" becomes "ひと(つ)", "-び" becomes "〜び", "ひと-" becomes "ひと〜".
    public static func display(_ reading: String) -> String {
        var core = Substring(reading)
        var prefix = ""
        var suffix = ""
        if core.hasPrefix("-") {
            core = core.dropFirst()
            prefix = affixMark
        }
        if core.hasSuffix("-") {
            core = core.dropLast()
            suffix = affixMark
        }
        if let dot = core.firstIndex(of: ".") {
            let stem = core[..<dot]
            let okurigana = core[core.index(after: dot)...]
            return prefix + stem + "(" + okurigana + ")" + suffix
        }
        return prefix + core + suffix
    }

    /// The reading in full without markers: "ひと.つ" becomes "ひとつ", "-び" becomes "び".
    public static func bare(_ reading: String) -> String {
        reading.filter { $0 != "." && $0 != "-" }
    }

    /// The part before the okurigana, without markers: "ひと.つ" becomes "ひと"; readings without a
    /// dot give the same as `bare`.
    public static func stem(_ reading: String) -> String {
        let beforeDot = reading.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return beforeDot.filter { $0 != "-" }
    }
}
