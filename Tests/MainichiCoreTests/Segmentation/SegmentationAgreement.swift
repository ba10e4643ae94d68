import Foundation
@testable import MainichiCore

/// How Mainichi's segmenter agrees with a morphological analyser's content words
/// (Vectors/sudachi-lemmas.tsv, from tools/reader/make_segmentation_vectors.py).
struct SegmentationAgreement {
    /// One content word of the analyser.
    struct Word {
        var start: Int
        var surface: String
        var dictionaryForm: String
        var normalizedForm: String
        var partOfSpeech: String
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
    var disagreements: [Disagreement: [String]] = [:]
    /// Every disagreement as a tab-separated line (class, sentence, start, surface, lemma,
    /// normalised form, part of speech, our token's start, text and dictionary form, our whole cut), for
    /// tools/reader/segmentation_disagreements.py.
    var rows: [String] = []

    /// The deck sample the cost model is tuned on.
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Vectors/sudachi-lemmas.tsv")
    /// The held-out Tatoeba sample, never looked at while tuning.
    static let heldOutVectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Vectors/sudachi-lemmas-tatoeba.tsv")

    /// Reads the vectors: each sentence with its content words.
    static func sentences(from file: URL = vectors) throws -> [(String, [Word])] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var result: [(String, [Word])] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields[0] == "S" {
                result.append((fields[1], []))
            } else if fields[0] == "W", fields.count >= 5, let start = Int(fields[1]), !result.isEmpty {
                result[result.count - 1].1.append(Word(start: start, surface: fields[2], dictionaryForm: fields[3],
                                                       normalizedForm: fields[4], partOfSpeech: fields.count > 5 ? fields[5] : ""))
            }
        }
        return result
    }

    /// Compares the segmenter with every sentence of the vectors.
    static func measure(_ segmenter: Segmenter, dictionary: JapaneseDictionary, vectors file: URL = vectors) throws -> SegmentationAgreement {
        var result = SegmentationAgreement()
        for (sentence, words) in try sentences(from: file) {
            let tokens = segmenter.tokens(in: sentence)
            let byStart = Dictionary(tokens.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
            for word in words {
                result.total += 1
                let token = byStart[word.start]
                let kind = classify(word, token, dictionary: dictionary)
                guard let kind else {
                    result.agreed += 1
                    continue
                }
                // The token covering the word's start, for the report.
                let covering = token ?? tokens.last { $0.range.lowerBound <= word.start }
                var label = "\(word.surface)(\(word.dictionaryForm)) in \(sentence)"
                if let token { label += " -> " + (kind == .otherLemma ? token.dictionaryForm ?? token.text : token.text) }
                result.disagreements[kind, default: []].append(label)
                result.rows.append([kind.rawValue, sentence, String(word.start), word.surface, word.dictionaryForm,
                                    word.normalizedForm, word.partOfSpeech, covering.map { String($0.range.lowerBound) } ?? "",
                                    covering?.text ?? "", covering?.dictionaryForm ?? "",
                                    tokens.map(\.text).joined(separator: " ")].joined(separator: "\t"))
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

    /// Whether our token names the analyser's lemma: the same dictionary form, or an entry that
    /// lists the lemma (or its normalised form) among its spellings or readings.
    static func sameLemma(_ token: TextToken, _ word: Word, dictionary: JapaneseDictionary) -> Bool {
        let lemmas = [word.dictionaryForm, word.normalizedForm]
        if let form = token.dictionaryForm, lemmas.contains(form) { return true }
        guard let position = token.entryPosition, let entry = dictionary.entry(at: position) else { return false }
        let names = Set(entry.spellings + entry.readings.map { Kana.hiragana(from: $0) })
        return lemmas.contains { names.contains($0) || names.contains(Kana.hiragana(from: $0)) }
    }

    /// The share of words that agree.
    var share: Double { total == 0 ? 0 : Double(agreed) / Double(total) }
}
