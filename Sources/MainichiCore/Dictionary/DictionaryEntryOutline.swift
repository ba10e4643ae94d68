/// What the segmenter needs of a dictionary entry, read without its glosses: its spellings and
/// readings, marks, level and the part of speech of each sense.
///
/// Decoding a whole `DictionaryEntry` builds and cleans every gloss; the segmenter asks about
/// thousands of entries a page of text and reads none of them.
struct DictionaryEntryOutline: Sendable, Equatable {
    var spellings: [String]
    var readings: [String]
    var isCommon: Bool
    var isUsuallyKana: Bool
    var level: Level?
    /// The part of speech of each sense, in order ("godan verb, transitive", "noun").
    var partsOfSpeech: [String]
    /// Whether the analyser's dictionary cuts the word into words (有力者: 有力 + 者), the `s` mark.
    var isCutByAnalyser = false
    /// Whether the analyser's dictionary has the word whole (発売中), the `w` mark.
    var isWholeForAnalyser = false
}
