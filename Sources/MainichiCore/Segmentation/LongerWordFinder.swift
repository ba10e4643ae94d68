/// Finds the dictionary words of a text that span a token and the words beside it: what the
/// segmenter cut into words of its own because the analyser's dictionary does (授業中 as 授業 + 中,
/// 大掃除 as 大 + 掃除), so the reader can still name them.
///
/// The segmentation is not changed: this is a look-up over its tokens, made when the learner opens
/// a word. From each token boundary before the token (and the token's own start) it grows a key
/// over the tokens' text, a character at a time, and stops as soon as no dictionary key starts
/// with it; so a word costs a few prefix look-ups. A word may end where a token ends, where an
/// inflected token's stem ends (大 + 掃除した: 大掃除), or with the last token in its dictionary
/// form (引き + 受けた: 引き受ける). A key with kanji names the entries spelled so; a key in kana
/// names only words written in kana (a kana text is not taken for every kanji word read so).
///
/// ```swift
/// let tokens = segmenter.tokens(in: "授業中に寝た")   // 授業, 中, に, 寝た
/// LongerWordFinder(dictionary: dictionary).words(around: 0, in: tokens).first?.form   // "授業中"
/// ```
public struct LongerWordFinder: Sendable {
    /// How many words `words(around:in:limit:)` gives at most by default.
    public static let defaultLimit = 4

    private let dictionary: JapaneseDictionary

    public init(dictionary: JapaneseDictionary) {
        self.dictionary = dictionary
    }

    /// The dictionary words longer than `tokens[index]` that start and end at its token
    /// boundaries (or in an inflected token's stem) and take it in: those starting where it starts
    /// first, then those ending where it ends, then those around it; longer before shorter, then
    /// common entries first. At most `limit`; each entry once.
    public func words(around index: Int, in tokens: [TextToken], limit: Int = defaultLimit) -> [LongerWord] {
        guard tokens.indices.contains(index), limit > 0, Self.isJapanese(tokens[index]) else { return [] }
        let token = tokens[index]
        let maximum = Segmenter.maximumWordLength
        // The run of Japanese tokens around it, each touching the next, as far as one word may reach.
        var first = index
        while first > 0, Self.isJapanese(tokens[first - 1]), tokens[first - 1].range.upperBound == tokens[first].range.lowerBound,
              token.range.upperBound - tokens[first - 1].range.lowerBound <= maximum {
            first -= 1
        }
        var last = index
        while last + 1 < tokens.count, Self.isJapanese(tokens[last + 1]), tokens[last].range.upperBound == tokens[last + 1].range.lowerBound,
              tokens[last + 1].range.upperBound - token.range.lowerBound <= maximum {
            last += 1
        }
        var found: [LongerWord] = []
        var seen: Set<Int> = [token.entryPosition ?? -1]
        func consider(_ written: [UInt8], _ folded: [UInt8], range: Range<Int>) {
            // Only words longer than the token, taking all of it in (or all but the ending of its
            // last token, when that is the token: 大 + 掃除した gives 大掃除).
            guard range.count > token.range.count, range.lowerBound <= token.range.lowerBound else { return }
            let place: LongerWord.Place = range.lowerBound == token.range.lowerBound ? .startsHere
                : range.upperBound > token.range.upperBound ? .around : .endsHere
            let text = String(decoding: written, as: UTF8.self)
            let hasKanji = text.unicodeScalars.contains(where: Segmenter.isKanji)
            var positions = dictionary.entryPositions(forKey: written)
            if !hasKanji && folded != written { positions += dictionary.entryPositions(forKey: folded) }
            let foldedText = String(decoding: folded, as: UTF8.self)
            for position in positions where !seen.contains(position) {
                guard let outline = dictionary.outline(at: position) else { continue }
                let named = hasKanji ? outline.spellings.contains(text)
                    : outline.spellings.contains(text) || (outline.spellings.isEmpty || outline.isUsuallyKana)
                        && outline.readings.contains { Kana.hiragana(from: $0) == foldedText }
                guard named else { continue }
                seen.insert(position)
                found.append(LongerWord(entryPosition: position, range: range, form: text, place: place))
            }
        }
        for start in stride(from: index, through: first, by: -1) {
            let startCharacter = tokens[start].range.lowerBound
            var written: [UInt8] = [], folded: [UInt8] = []
            walk: for next in start...last {
                let piece = tokens[next]
                // The last word in its dictionary form (引き + 受けた: 引き受ける).
                if next >= index, next > start, let form = piece.dictionaryForm, !piece.inflections.isEmpty {
                    var formBytes = written, formFolded = folded
                    for scalar in form.unicodeScalars {
                        Segmenter.appendUTF8(scalar, to: &formBytes)
                        Segmenter.appendUTF8(Segmenter.hiragana(scalar), to: &formFolded)
                    }
                    consider(formBytes, formFolded, range: startCharacter..<piece.range.upperBound)
                }
                let stem = Self.stemLength(of: piece)
                for (offset, character) in piece.text.enumerated() {
                    for scalar in character.unicodeScalars {
                        Segmenter.appendUTF8(scalar, to: &written)
                        Segmenter.appendUTF8(Segmenter.hiragana(scalar), to: &folded)
                    }
                    guard dictionary.hasKey(startingWith: written) || folded != written && dictionary.hasKey(startingWith: folded)
                    else { break walk }
                    let end = piece.range.lowerBound + offset + 1
                    let endsPiece = end == piece.range.upperBound
                    // A word ends where a token ends, or where an inflected token's stem does.
                    guard endsPiece || offset + 1 == stem, next >= index else { continue }
                    if !endsPiece && next == index && start == index { continue }
                    consider(written, folded, range: startCharacter..<end)
                }
            }
        }
        let order: [LongerWord.Place] = [.startsHere, .endsHere, .around]
        // Found common entries first for each key: the order found breaks ties.
        let ranked = found.enumerated().map { offset, word in
            (place: order.firstIndex(of: word.place) ?? 0, length: -word.range.count, offset: offset, word: word)
        }
        return Array(ranked.sorted { ($0.place, $0.length, $0.offset) < ($1.place, $1.length, $1.offset) }.map(\.word).prefix(limit))
    }

    /// Whether a token may be part of a word: a word, or kanji or kana the dictionary lacks.
    private static func isJapanese(_ token: TextToken) -> Bool {
        switch token.kind {
        case .word, .unknownKanji, .unknownKana: true
        default: false
        }
    }

    /// How many characters of an inflected token its stem is (掃除した, 掃除する: 2); nil for a
    /// token that is not inflected.
    private static func stemLength(of token: TextToken) -> Int? {
        guard !token.inflections.isEmpty, let form = token.dictionaryForm else { return nil }
        var length = 0
        for (written, dictionary) in zip(token.text, form) {
            guard written == dictionary else { break }
            length += 1
        }
        return length > 0 && length < token.text.count ? length : nil
    }
}
