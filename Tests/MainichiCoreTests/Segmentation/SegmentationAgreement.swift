import Foundation
@testable import MainichiCore

/// How Mainichi's segmenter agrees with a morphological analyser's content words
/// (Vectors/sudachi-lemmas.tsv, from tools/reader/make_segmentation_vectors.py).
///
/// Two figures: the strict one compares with the analyser's middle units (split mode B) only; the
/// granular one also accepts a word of ours that is exactly one of the analyser's units at its
/// other granularities (docs/reader.md, "Granularity"): a long unit of split mode C (交通事故,
/// 天皇陛下: our token spans exactly that unit and names its lemma; the B words it covers agree),
/// or the short units of split mode A of a noun (放送中 as 放送 + 中: our tokens are exactly those
/// units, and name the lemma of each content unit).
struct SegmentationAgreement {
    /// One content word of the analyser.
    struct Word {
        var start: Int
        var surface: String
        var dictionaryForm: String
        var normalizedForm: String
        var partOfSpeech: String
    }

    /// A unit of the analyser at split mode A or C where it differs from B.
    struct Unit {
        var mode: Character
        var start: Int
        var surface: String
        var dictionaryForm: String
        var normalizedForm: String
        var partOfSpeech: String
        var isContent: Bool
        var end: Int { start + surface.count }
        var word: Word { Word(start: start, surface: surface, dictionaryForm: dictionaryForm, normalizedForm: normalizedForm, partOfSpeech: partOfSpeech) }
    }

    /// One sentence of the vectors: its content words (mode B) and its units at modes A and C.
    struct Sentence {
        var text: String
        var words: [Word] = []
        var units: [Unit] = []
    }

    /// Why a word did not agree.
    enum Disagreement: String, CaseIterable {
        /// Our word starts there but is longer, with another lemma (a compound JMdict lists: 旅行かばん).
        case longerWord = "longer dictionary word"
        /// Our word starts there, ends elsewhere and is not longer.
        case shorterWord = "shorter word"
        /// Same span, another lemma (another entry or dictionary form).
        case otherLemma = "other lemma"
        /// No word of ours starts there (it is inside one of ours, or unknown).
        case otherBoundary = "other boundary"
    }

    var total = 0
    var agreed = 0
    /// Words that agree only at another granularity (a unit of mode A or C, exactly), and the
    /// examples (`word -> our token`).
    var agreedAtOtherGranularity = 0
    var granularExamples: [String] = []
    /// The granular figure counted in units instead of words: a mode C unit our token matches counts
    /// once, not once for each B word it covers; a B word matched by its A units counts once for each
    /// content unit.
    var units = 0
    var agreedUnits = 0
    var disagreements: [Disagreement: [String]] = [:]
    /// Words that agree at no granularity but lie inside a word of ours that is a JMdict headword as
    /// written (uninflected) and spans exactly whole words of the analyser, two or more (有力 + 者
    /// as 有力者, 授業 + 中 as 授業中, お互い, 知らぬが仏): a third figure, reported beside the
    /// others and held by no floor (docs/reader.md, "Compounds the analyser cuts").
    var insideHeadword = 0
    /// Every disagreement as a tab-separated line (class, sentence, start, surface, lemma,
    /// normalised form, part of speech, our token's start, text and dictionary form, our whole cut,
    /// and the units of another granularity it agrees with, as `C:交通事故` or `A:放送+A:中`), for
    /// tools/reader/segmentation_disagreements.py.
    var rows: [String] = []

    /// The deck sample the cost model is tuned on.
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Vectors/sudachi-lemmas.tsv")
    /// The held-out Tatoeba sample, never looked at while tuning.
    static let heldOutVectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Vectors/sudachi-lemmas-tatoeba.tsv")

    /// Reads the vectors: each sentence with its content words and its units at modes A and C.
    static func sentences(from file: URL = vectors) throws -> [Sentence] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var result: [Sentence] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields[0] == "S" {
                result.append(Sentence(text: fields[1]))
            } else if fields[0] == "W", fields.count >= 5, let start = Int(fields[1]), !result.isEmpty {
                result[result.count - 1].words.append(Word(start: start, surface: fields[2], dictionaryForm: fields[3],
                                                           normalizedForm: fields[4], partOfSpeech: fields.count > 5 ? fields[5] : ""))
            } else if fields[0] == "A" || fields[0] == "C", fields.count >= 7, let start = Int(fields[1]), !result.isEmpty {
                result[result.count - 1].units.append(Unit(mode: Character(fields[0]), start: start, surface: fields[2], dictionaryForm: fields[3],
                                                           normalizedForm: fields[4], partOfSpeech: fields[5], isContent: fields[6] == "1"))
            }
        }
        return result
    }

    /// Compares the segmenter with every sentence of the vectors.
    static func measure(_ segmenter: Segmenter, dictionary: JapaneseDictionary, vectors file: URL = vectors) throws -> SegmentationAgreement {
        var result = SegmentationAgreement()
        for entry in try sentences(from: file) {
            let sentence = entry.text
            let tokens = segmenter.tokens(in: sentence)
            let byStart = Dictionary(tokens.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
            // Mode C units our tokens match exactly, each counted once in units.
            var longUnitsCounted: Set<Int> = []
            for word in entry.words {
                result.total += 1
                let token = byStart[word.start]
                let kind = classify(word, token, dictionary: dictionary)
                guard let kind else {
                    result.agreed += 1
                    result.units += 1
                    result.agreedUnits += 1
                    continue
                }
                // The token covering the word's start, for the report.
                let covering = token ?? tokens.last { $0.range.lowerBound <= word.start }
                let match = granularMatch(word, entry.units, byStart, dictionary: dictionary)
                result.rows.append([kind.rawValue, sentence, String(word.start), word.surface, word.dictionaryForm,
                                    word.normalizedForm, word.partOfSpeech, covering.map { String($0.range.lowerBound) } ?? "",
                                    covering?.text ?? "", covering?.dictionaryForm ?? "",
                                    tokens.map(\.text).joined(separator: " "),
                                    match.map { units in units.map { "\($0.mode):\($0.surface)" }.joined(separator: "+") } ?? ""].joined(separator: "\t"))
                if let match {
                    result.agreedAtOtherGranularity += 1
                    result.granularExamples.append("\(word.surface)(\(word.dictionaryForm)) -> "
                        + match.map { "\($0.surface)(\($0.dictionaryForm))" }.joined(separator: " + ") + " in \(sentence)")
                    if match.count == 1, match[0].mode == "C" {
                        if longUnitsCounted.insert(match[0].start).inserted { result.units += 1; result.agreedUnits += 1 }
                    } else {
                        let content = max(1, match.filter(\.isContent).count)
                        result.units += content
                        result.agreedUnits += content
                    }
                    continue
                }
                if let covering, spansWholeWords(covering, entry.words) { result.insideHeadword += 1 }
                result.units += 1
                var label = "\(word.surface)(\(word.dictionaryForm)) in \(sentence)"
                if let token { label += " -> " + (kind == .otherLemma ? token.dictionaryForm ?? token.text : token.text) }
                result.disagreements[kind, default: []].append(label)
            }
        }
        return result
    }

    /// Why `word` does not agree with `token` (ours starting where it starts), nil when it agrees.
    static func classify(_ word: Word, _ token: TextToken?, dictionary: JapaneseDictionary) -> Disagreement? {
        guard let token else { return .otherBoundary }
        let end = word.start + word.surface.count
        // Our word takes its endings with it (食べた is 食べる, past): the analyser cuts the
        // stem alone (食べ + た). The same lemma from the same place agrees.
        if token.range.upperBound >= end && token.isWord && sameLemma(token, word, dictionary: dictionary) { return nil }
        if token.range.upperBound > end && token.isWord { return .longerWord }
        if token.range.upperBound != end && !token.isWord || token.range.upperBound < end { return .shorterWord }
        return sameLemma(token, word, dictionary: dictionary) ? nil : .otherLemma
    }

    /// The analyser's units at another granularity that `word` agrees with, nil when none: a long
    /// unit (mode C) spanning the word that one token of ours spans exactly, naming its lemma; or,
    /// for a noun (名詞, 形状詞) that mode A cuts, its short units, when our tokens start and end
    /// exactly where they do and each content unit's token names its lemma (放送 + 中 for 放送中).
    /// A verb or adjective is not counted so: 乗り + 換える is a poorer cut than 乗り換える.
    static func granularMatch(_ word: Word, _ units: [Unit], _ byStart: [Int: TextToken], dictionary: JapaneseDictionary) -> [Unit]? {
        let end = word.start + word.surface.count
        for unit in units where unit.mode == "C" && unit.isContent && unit.start <= word.start && unit.end >= end {
            if let token = byStart[unit.start], token.isWord, token.range == unit.start..<unit.end,
               sameLemma(token, unit.word, dictionary: dictionary) {
                return [unit]
            }
        }
        guard word.partOfSpeech == "名詞" || word.partOfSpeech == "形状詞" else { return nil }
        let short = units.filter { $0.mode == "A" && $0.start >= word.start && $0.end <= end }.sorted { $0.start < $1.start }
        guard short.count >= 2, short.first?.start == word.start, short.last?.end == end,
              zip(short, short.dropFirst()).allSatisfy({ $0.end == $1.start }) else { return nil }
        for unit in short {
            guard let token = byStart[unit.start], token.isWord, token.range == unit.start..<unit.end else { return nil }
            if unit.isContent && !sameLemma(token, unit.word, dictionary: dictionary) { return nil }
        }
        return short
    }

    /// Whether our token names the analyser's lemma: the same dictionary form, or an entry that
    /// lists the lemma (or its normalised form) among its spellings or readings.
    static func sameLemma(_ token: TextToken, _ word: Word, dictionary: JapaneseDictionary) -> Bool {
        let lemmas = [word.dictionaryForm, word.normalizedForm]
        if let form = token.dictionaryForm, lemmas.contains(form) { return true }
        guard let position = token.entryPosition, let entry = dictionary.entry(at: position) else { return false }
        let names = Set(entry.spellings + entry.readings.map { Kana.hiragana(from: $0) })
        return lemmas.contains { names.contains($0) || names.contains(Kana.hiragana(from: $0)) }
    }

    /// Whether `token` is a dictionary word as written that starts where one of `words` starts and
    /// ends where another ends (a compound of two or more of the analyser's words, whole).
    static func spansWholeWords(_ token: TextToken, _ words: [Word]) -> Bool {
        guard token.isWord, token.inflections.isEmpty, token.dictionaryForm == token.text else { return false }
        let starts = words.filter { $0.start == token.range.lowerBound }
        let ends = words.filter { $0.start + $0.surface.count == token.range.upperBound }
        return !starts.isEmpty && !ends.isEmpty && starts.allSatisfy { $0.surface.count < token.range.count }
    }

    /// The share of words that agree strictly, at another granularity, or inside a headword of ours
    /// spanning whole words of the analyser.
    var headwordShare: Double { total == 0 ? 0 : Double(agreed + agreedAtOtherGranularity + insideHeadword) / Double(total) }

    /// The share of words that agree (the strict figure).
    var share: Double { total == 0 ? 0 : Double(agreed) / Double(total) }
    /// The share of words that agree at one of the analyser's granularities (the granular figure).
    var granularShare: Double { total == 0 ? 0 : Double(agreed + agreedAtOtherGranularity) / Double(total) }
    /// The granular figure counted in units.
    var granularUnitShare: Double { units == 0 ? 0 : Double(agreedUnits) / Double(units) }
}
