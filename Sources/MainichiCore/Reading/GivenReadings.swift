/// The readings a text gives over its own words (Aozora Bunko ruby, 今日《こんにち》) laid on the
/// tokens the segmenter cut it into: one rule for the Read screen, which draws them, and for
/// `mainichi mine` and the reader's `+`, which take a word's reading from them.
///
/// A reading over one word, or over its kanji with kana around them (気持《きも》ち, 食《た》べた),
/// reads that word: its `TextToken.reading` becomes the text's, and when another dictionary
/// entry of the same dictionary form has that reading, the token names it (生物《なまもの》, not
/// せいぶつ). A reading over a run the segmenter cut into several words (｜古い写真《ふるいしゃしん》)
/// is drawn over the run but reads none of them alone; when their own readings do not make it
/// (羅生門《らしょうもん》 cut into 羅, 生 and 門), the run is a word the dictionary lacks and its
/// pieces are unknown, not words to count or mine. The dictionary form's reading is taken
/// from the text's only when the dictionary lists it (来《き》た does not make 来る read きる), or
/// when the word is not inflected (the text's own reading of it, 今日《けふ》).
public struct GivenReadings: Sendable {
    /// Where one reading the text gives falls on the tokens.
    public struct Placement: Sendable, Equatable {
        /// The reading as the text gives it.
        public var reading: String
        /// The tokens it is written over, by index: the first and the last.
        public var tokens: ClosedRange<Int>
        /// Where it ends in the last of them, in characters from that token's start (the reading
        /// is drawn there).
        public var endInLastToken: Int
    }

    /// The tokens, each word the text gives a reading for read as the text reads it.
    public let tokens: [TextToken]
    /// The reading of the dictionary form of each token the text reads, by token index
    /// (たべる for 食《た》べさせられた).
    public let dictionaryReadings: [Int: String]

    /// Reads `tokens` as `ruby` says.
    /// - Parameters:
    ///   - ruby: the readings the text gives, with ranges counted as the tokens' are.
    ///   - dictionary: picks the entry that has the text's reading; without it, only the
    ///     readings change.
    public init(tokens: [TextToken], ruby: [RubyReading], dictionary: JapaneseDictionary?) {
        guard !ruby.isEmpty else {
            self.tokens = tokens
            dictionaryReadings = [:]
            return
        }
        var read = tokens
        var readings: [Int: String] = [:]
        let sorted = ruby.filter { !$0.range.isEmpty }.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var first = 0
        for (index, token) in tokens.enumerated() where token.isWord && !token.range.isEmpty {
            while first < sorted.count, sorted[first].range.upperBound <= token.range.lowerBound { first += 1 }
            var over: [RubyReading] = []
            var next = first
            while next < sorted.count, sorted[next].range.lowerBound < token.range.upperBound {
                over.append(sorted[next])
                next += 1
            }
            guard !over.isEmpty, let surface = Self.reading(of: token, under: over) else { continue }
            read[index].reading = surface
            if let (position, reading) = Self.entry(of: token, reading: surface, dictionary: dictionary) {
                read[index].entryPosition = position
                readings[index] = reading
            }
        }
        // A reading over several words their own readings do not make (羅生門《らしょうもん》 cut
        // into 羅 うすもの, 生 なま, 門 もん): the text names a word the dictionary lacks, not those
        // words; the run is one unknown token, not counted or mined. ｜古い写真《ふるいしゃしん》
        // is 古い and 写真 (voicing aside: 山桜《やまざくら》 is 山 and 桜). Last runs first, so
        // the indices before them hold.
        for placement in Self.placements(of: sorted, on: tokens).reversed() where placement.tokens.count > 1 {
            let covered = placement.tokens.map { read[$0] }
            guard covered.contains(where: \.isWord), !covered.contains(where: { $0.kind == .unknownKana }) else { continue }
            let own = covered.map { $0.isWord ? $0.reading : $0.kind == .unknownKanji ? nil : Kana.hiragana(from: $0.text) }
            guard own.allSatisfy({ $0 != nil }) else { continue }
            let joined = own.map { Kana.hiragana(from: $0!) }.joined()
            guard Segmenter.withoutVoicing(joined) != Segmenter.withoutVoicing(Kana.hiragana(from: placement.reading)) else { continue }
            let text = covered.map(\.text).joined()
            let unknown = TextToken(text: text, range: covered[0].range.lowerBound..<covered[covered.count - 1].range.upperBound,
                                    kind: text.contains(where: Kana.isKanji) ? .unknownKanji : .unknownKana)
            read.replaceSubrange(placement.tokens, with: [unknown])
            let removed = placement.tokens.count - 1
            readings = Dictionary(uniqueKeysWithValues: readings.compactMap { index, reading in
                placement.tokens.contains(index) ? nil : (index > placement.tokens.upperBound ? index - removed : index, reading)
            })
        }
        self.tokens = read
        dictionaryReadings = readings
    }

    /// The reading of the dictionary form first given for each entry, by entry position (a text
    /// gives a word's reading the first time it comes, often not again).
    public var readingsByEntry: [Int: String] {
        Self.firstReadings(dictionaryReadings.keys.sorted().compactMap { index in
            tokens[index].entryPosition.map { ($0, dictionaryReadings[index]!) }
        })
    }

    /// The first reading of each entry in `readings` (entry positions and readings in the
    /// order of the text): a text cut a line at a time gathers its lines' readings so.
    public static func firstReadings(_ readings: [(entryPosition: Int, reading: String)]) -> [Int: String] {
        var result: [Int: String] = [:]
        for (position, reading) in readings where result[position] == nil { result[position] = reading }
        return result
    }

    /// Where each reading of `ruby` falls on `tokens` (both in the same character offsets), in
    /// the order of the text; a reading over no token is left out.
    public static func placements(of ruby: [RubyReading], on tokens: [TextToken]) -> [Placement] {
        guard !ruby.isEmpty, !tokens.isEmpty else { return [] }
        var result: [Placement] = []
        var index = 0
        for given in ruby.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where !given.range.isEmpty {
            while index < tokens.count, tokens[index].range.upperBound <= given.range.lowerBound { index += 1 }
            var last = index
            while last + 1 < tokens.count, tokens[last + 1].range.lowerBound < given.range.upperBound { last += 1 }
            guard index < tokens.count, tokens[index].range.lowerBound < given.range.upperBound else { continue }
            let end = min(given.range.upperBound, tokens[last].range.upperBound) - tokens[last].range.lowerBound
            result.append(Placement(reading: given.reading, tokens: index...last, endInLastToken: end))
        }
        return result
    }

    /// The reading of `token` as the text gives it: the readings over it, and its own kana
    /// between them; nil when a reading runs past the token or a kanji of it has none.
    static func reading(of token: TextToken, under ruby: [RubyReading]) -> String? {
        guard ruby.allSatisfy({ token.range.contains($0.range.lowerBound) && $0.range.upperBound <= token.range.upperBound })
        else { return nil }
        let characters = Array(token.text)
        guard characters.count == token.range.count else { return nil }
        var reading = ""
        var offset = 0
        var rubyIndex = 0
        while offset < characters.count {
            if rubyIndex < ruby.count, ruby[rubyIndex].range.lowerBound - token.range.lowerBound == offset {
                reading += Kana.hiragana(from: ruby[rubyIndex].reading)
                offset = ruby[rubyIndex].range.upperBound - token.range.lowerBound
                rubyIndex += 1
            } else if Kana.isKana(characters[offset]) {
                reading += Kana.hiragana(from: String(characters[offset]))
                offset += 1
            } else {
                return nil
            }
        }
        return reading.isEmpty ? nil : reading
    }

    /// The entry `token` stands for when it reads `reading` (the token's own when it has that
    /// reading, else another of the same dictionary form that has it), with the dictionary
    /// form's reading; nil when that reading cannot be told.
    static func entry(of token: TextToken, reading: String, dictionary: JapaneseDictionary?) -> (Int, String)? {
        guard let position = token.entryPosition else { return nil }
        let form = token.dictionaryForm ?? token.text
        let isInflected = form != token.text
        guard let dictionary else { return isInflected ? nil : (position, reading) }
        // The stem the text and the dictionary form share is read as the text reads it; the rest
        // of the dictionary form is kana.
        var formReading = reading
        if isInflected {
            let text = Array(token.text), dictionaryForm = Array(form)
            var stem = 0
            while stem < text.count, stem < dictionaryForm.count, text[stem] == dictionaryForm[stem] { stem += 1 }
            let ending = Kana.hiragana(from: String(text[stem...]))
            let formEnding = dictionaryForm[stem...]
            guard stem > 0, reading.hasSuffix(ending), formEnding.allSatisfy(Kana.isKana) else { return nil }
            formReading = String(reading.dropLast(ending.count)) + Kana.hiragana(from: String(formEnding))
        }
        let reads = { (entry: DictionaryEntry) in entry.readings.contains { Kana.hiragana(from: $0) == formReading } }
        if let entry = dictionary.entry(at: position), reads(entry) { return (position, formReading) }
        for other in dictionary.entryPositions(forKey: Array(form.utf8)) where other != position {
            guard let entry = dictionary.entry(at: other), entry.spellings.contains(form) || entry.readings.contains(form),
                  reads(entry) else { continue }
            return (other, formReading)
        }
        // No entry reads so: the text's own reading of a word as written (今日《けふ》) still counts.
        return isInflected ? nil : (position, formReading)
    }
}
