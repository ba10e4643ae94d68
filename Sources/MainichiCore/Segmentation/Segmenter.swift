/// Cuts running Japanese text into words found in the offline dictionary, with their dictionary
/// forms, readings and inflections.
///
/// Each run of Japanese (kanji, kana, 々, ー) is cut by the cheapest path through a lattice of
/// every dictionary match starting at every character: the text as written and every form the
/// `Deinflector` reaches, kept only when the entry has the class the rules require (食べ**た** is
/// 食べる only because 食べる is an ichidan verb). A path costs little per word and more for a
/// rare entry, an expression, a phrase ending in a particle (今日は: better 今日 + は), a lone
/// kanji (出 + 発した: better 出発 + した), each inflection undone and a word written in kanji
/// matched by its kana, so the cheapest path is the one with the fewest, most
/// usual words. Characters with no match become unknown kanji or kana, never dropped; numbers,
/// Latin text, punctuation and space are their own tokens.
///
/// The core is built for size (`-Osize`); the functions the lattice spends its time in, here and
/// in `Deinflector`, `SurfaceShape` and `ByteKeyTable`, are marked `@_optimize(speed)`, which
/// builds them as `-O` would (a target of their own would move the reader's callers too).
///
/// ```swift
/// let segmenter = Segmenter(dictionary: dictionary)
/// segmenter.tokens(in: "食べさせられなかった").first?.inflections
///     // [.causative, .passive, .negative, .past]
/// ```
public final class Segmenter: @unchecked Sendable {
    // Sendable: the entry cache is guarded by a lock.

    /// The longest text one word may span, in characters.
    public static let maximumWordLength = 24
    /// How far a match may run past the longest prefix of a dictionary key: the longest chain of
    /// endings (させられなかった) fits.
    static let inflectionReach = 10

    private let dictionary: JapaneseDictionary
    private let deinflector: Deinflector
    private let lock = PthreadLock()
    /// The facts of each entry decoded so far, by entry position (an array as long as the
    /// dictionary, 1.5 MB: a look-up is an index, not a hash of the position).
    ///
    /// The caches are only touched with `lock` held, so the run-time exclusivity check of each
    /// access (a third of a cached look-up's cost) is left out (`@exclusivity(unchecked)`).
    @exclusivity(unchecked) private var facts: [EntryFacts?]
    /// Keys looked up so far, and prefixes asked about: a text repeats its words.
    @exclusivity(unchecked) private var positionsByKey = ByteKeyTable<[Int]>(limit: Segmenter.cacheLimit)
    @exclusivity(unchecked) private var prefixes = ByteKeyTable<Bool>(limit: Segmenter.cacheLimit)
    /// Texts of matches asked whether they are a verb's stem (`isVerbStem`), and the answers.
    @exclusivity(unchecked) private var verbStems = ByteKeyTable<Bool>(limit: Segmenter.cacheLimit)
    /// How many keys the caches keep before they start again.
    static let cacheLimit = 200_000

    public init(dictionary: JapaneseDictionary, deinflector: Deinflector = .standard) {
        self.dictionary = dictionary
        self.deinflector = deinflector
        facts = Array(repeating: nil, count: dictionary.count)
    }

    /// The tokens of `text`, in order, covering every character once.
    public func tokens(in text: String) -> [TextToken] {
        let characters = Array(text)
        // The first scalar of each character, which the lattice's tests read (Japanese text has one a character).
        let leads = characters.map { $0.unicodeScalars.first ?? " " }
        var tokens: [TextToken] = []
        var start = 0
        while start < characters.count {
            let kind = CharacterKind(characters[start])
            var end = start + 1
            while end < characters.count && CharacterKind(characters[end]).continuesRun(of: kind) { end += 1 }
            // ５.８, 3.14, 1,000: a decimal point between digits, or a thousands separator before
            // three, is part of the number (a reader never wraps マグニチュード５.８ inside it).
            while kind == .digit, let next = Self.numberSeparatorEnd(characters, at: end) { end = next }
            if kind == .digit, let word = numberWord(characters, digits: start..<end) {
                tokens.append(word)
                start = word.range.upperBound
                continue
            }
            if kind == .japanese {
                tokens += japaneseTokens(characters, leads, in: start..<end)
            } else {
                tokens.append(TextToken(text: String(characters[start..<end]), range: start..<end, kind: kind.tokenKind))
            }
            start = end
        }
        return tokens
    }

    /// A word JMdict spells with digits that starts with the digits at `digits` and runs on into
    /// the kana or kanji after them (２人 ふたり, １つ ひとつ, ２日 ふつか, １日 ついたち): the
    /// longest, of a common entry that is no expression (１人で is １人 + で) and is read
    /// otherwise than its number and counter; nil when there is none. When JMdict has no entry
    /// spelled so, the number in kanji numerals and the counter (二日, 十四日) may be a deck's word.
    private func numberWord(_ characters: [Character], digits: Range<Int>) -> TextToken? {
        guard digits.count <= 2, digits.upperBound < characters.count,
              CharacterKind(characters[digits.upperBound]) == .japanese else { return nil }
        // JMdict writes the digits full-width (２人), the dictionary's keys have them in ASCII (2人).
        var key: [UInt8] = [], written: [UInt8] = [], number = 0
        for character in characters[digits] {
            guard let scalar = character.unicodeScalars.first, let value = scalar.properties.numericType == .decimal
                    ? character.wholeNumberValue : nil, value < 10 else { return nil }
            key.append(UInt8(ascii: "0") + UInt8(value))
            Self.appendUTF8(Unicode.Scalar(0xFF10 + UInt32(value)) ?? scalar, to: &written)
            number = number * 10 + value
        }
        guard let numeral = NumberReading.kanji(number) else { return nil }
        let numberReadings = NumberReading.readings(number)
        var keys: [(key: [UInt8], written: [UInt8], kanji: [UInt8])] = []
        var kanji = Array(numeral.utf8)
        var end = digits.upperBound
        while end < min(characters.count, digits.upperBound + 3) && CharacterKind(characters[end]) == .japanese {
            for scalar in characters[end].unicodeScalars {
                Self.appendUTF8(scalar, to: &key)
                Self.appendUTF8(scalar, to: &written)
                Self.appendUTF8(scalar, to: &kanji)
            }
            keys.append((key, written, kanji))
            end += 1
        }
        for (length, (key, written, kanji)) in keys.enumerated().reversed() {
            let range = digits.lowerBound..<(digits.upperBound + length + 1)
            let counter = characters[digits.upperBound..<range.upperBound]
            var counterKey: [UInt8] = []
            for character in counter { for scalar in character.unicodeScalars { Self.appendUTF8(scalar, to: &counterKey) } }
            // How the counter reads after a number: as after 何 (日: にち), and, when it has kanji,
            // as its own entries (日: ひ, にち, か; 分: ふん, ぶん, ぶ, so １分 いちぶ is a number and a
            // counter). A kana counter's own entries are other words (つ: 唾), so ７つ ななつ is a word.
            let counterReadings = (counterReading(counterKey).map { [$0] } ?? [])
                + (counter.contains(where: Kana.isKanji)
                    ? entryPositions(forKey: counterKey).compactMap { self.facts(of: $0).firstReading } : [])
            func isOwnWord(_ facts: EntryFacts) -> Bool {
                guard !facts.isExpression, let reading = facts.firstReading else { return false }
                // Only a word read otherwise than its number and counter is one (２人 ふたり, ２日 ふつか;
                // ３人 さんにん and ２８日 にじゅうはちにち are the number and the counter, as analysers cut them).
                let plain = Self.withoutVoicing(reading)
                return !numberReadings.contains { number in
                    counterReadings.contains { plain == Self.withoutVoicing(number + $0) }
                }
            }
            let positions = entryPositions(forKey: key)
            var found: (position: Int, facts: EntryFacts)?
            if positions.isEmpty {
                // No entry spelled with digits: the number in kanji numerals, if a deck has that word.
                found = entryPositions(forKey: kanji).lazy.map { ($0, self.facts(of: $0)) }
                    .first { $0.1.isInDecks && $0.1.nameKeys.contains(kanji) && isOwnWord($0.1) }
            } else {
                found = positions.lazy.map { ($0, self.facts(of: $0)) }
                    .first { $0.1.isCommon && $0.1.nameKeys.contains(written) && isOwnWord($0.1) }
            }
            guard let (position, facts) = found else { continue }
            return TextToken(text: String(characters[range]), range: range, kind: .word,
                             dictionaryForm: facts.firstSpelling ?? String(characters[range]),
                             reading: facts.firstReading, entryPosition: position)
        }
        return nil
    }

    /// Where a number runs on to when a separator stands at `index` after its digits: past a
    /// decimal point (. or ．) and the digits after it, or past a thousands separator (, or ，) and
    /// the three digits after it when no fourth follows (1,000 and 12,500, not the list 1,2,3);
    /// nil when no such separator stands there.
    static func numberSeparatorEnd(_ characters: [Character], at index: Int) -> Int? {
        guard index + 1 < characters.count, CharacterKind(characters[index + 1]) == .digit else { return nil }
        var end = index + 1
        while end < characters.count && CharacterKind(characters[end]) == .digit { end += 1 }
        switch characters[index] {
        case ".", "．": return end
        case ",", "，": return end - index - 1 == 3 ? end : nil
        default: return nil
        }
    }

    // MARK: - The lattice

    /// One way to read the characters `start..<end` as a dictionary word.
    private struct Match {
        var end: Int
        var cost: Int
        var position: Int
        /// The dictionary form, made a `String` only for the tokens of the cheapest path.
        var form: [Unicode.Scalar]
        var steps: [Inflection]
        /// Whether it is a counter after digits that no entry of its spelling is read as (３月: がつ):
        /// the token is read as the counter (a flag, not the reading, so a match stays cheap to copy).
        var readsAsCounter = false
        /// Whether it is a counter after digits whose first kana changes with the number before
        /// it: one read by its counter sense (１杯 いっぱい, ３杯 さんばい), or an entry read as
        /// after 何 (１分 いっぷん, ３分 さんぷん, ６分 ろっぷん; ５分 stays ふん).
        var takesNumberSoundChange = false

        var dictionaryForm: String {
            // Through UTF-8: appending scalars to a `String.UnicodeScalarView` one by one costs
            // about a thousand instructions each.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(form.count * 3)
            for scalar in form { Segmenter.appendUTF8(scalar, to: &bytes) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @_optimize(speed)
    private func japaneseTokens(_ characters: [Character], _ leads: [Unicode.Scalar], in run: Range<Int>) -> [TextToken] {
        let count = run.count
        var best = [Int](repeating: .max, count: count + 1)
        var back = [(from: Int, match: Match?)](repeating: (0, nil), count: count + 1)
        best[0] = 0
        for offset in 0..<count where best[offset] != .max {
            let start = run.lowerBound + offset
            for match in matches(characters, leads, from: start, in: run) {
                let target = match.end - run.lowerBound
                let cost = best[offset] + match.cost
                if cost < best[target] {
                    best[target] = cost
                    back[target] = (offset, match)
                }
            }
            // A katakana run read whole as one unknown word (a name: トム, メアリー), cheaper than
            // pieces of it taken for short words (ト + ム, メ + アリ + ー), dearer than a run that is
            // two words (オリーブ + オイル).
            if Self.isKatakanaLetter(leads[start]), start == run.lowerBound || !Self.isKatakanaLetter(leads[start - 1]) {
                var end = start + 1
                while end < run.upperBound && Self.isKatakanaLetter(leads[end]) { end += 1 }
                let target = end - run.lowerBound
                let cost = best[offset] + Cost.unknownKatakanaRun + (end - start) * Cost.perUnknownKatakana
                if end - start > 1 && cost < best[target] {
                    best[target] = cost
                    back[target] = (offset, nil)
                }
            }
            // A character no word starts with still moves on, at a price no word pays.
            let target = offset + 1
            let cost = best[offset] + Cost.unknownCharacter
            if cost < best[target] {
                best[target] = cost
                back[target] = (offset, nil)
            }
        }
        var pieces: [(range: Range<Int>, match: Match?)] = []
        var offset = count
        while offset > 0 {
            let step = back[offset]
            pieces.append((run.lowerBound + step.from..<run.lowerBound + offset, step.match))
            offset = step.from
        }
        var result = tokens(from: pieces.reversed(), characters)
        readPartsAsTheirCompound(&result)
        return result
    }

    /// Reads the kanji words of a compound the analyser's dictionary cuts as the compound reads
    /// them: 授業中 (じゅぎょうちゅう) is 授業 + 中, and that 中 is ちゅう "during", not なか
    /// "inside", the first entry of 中 alone. Where two or three neighbouring words written in
    /// kanji only, none inflected, spell a JMdict word marked as cut (`isCutByAnalyser`) whose
    /// reading their readings do not make, each part takes the reading, and the entry, of its own
    /// spelling that does make it (the fewest parts changed); nothing changes when none does.
    private func readPartsAsTheirCompound(_ tokens: inout [TextToken]) {
        guard tokens.count > 1 else { return }
        var index = 0
        while index + 1 < tokens.count {
            var advanced = false
            for length in [3, 2] where index + length <= tokens.count {
                let parts = tokens[index..<(index + length)]
                guard parts.allSatisfy({ $0.kind == .word && $0.inflections.isEmpty && $0.reading != nil
                                          && $0.text.unicodeScalars.allSatisfy(Self.isKanji) }) else { continue }
                let text = parts.map(\.text).joined()
                guard let compound = entryPositions(forKey: Array(text.utf8)).lazy.map({ self.facts(of: $0) })
                    .first(where: { $0.isCutByAnalyser && $0.firstSpelling == text }),
                      let whole = compound.firstReading else { continue }
                if parts.map({ $0.reading ?? "" }).joined() == whole { break }
                guard let readings = partReadings(parts.map(\.text), current: parts.map { ($0.reading ?? "", $0.entryPosition) },
                                                  making: whole) else { continue }
                for (offset, reading) in readings.enumerated() {
                    tokens[index + offset].reading = reading.reading
                    tokens[index + offset].entryPosition = reading.position
                }
                index += length
                advanced = true
                break
            }
            if !advanced { index += 1 }
        }
    }

    /// Readings, with their entries, of `texts` in order that together make `whole`, changing as
    /// few of the `current` ones as can be; nil when no choice makes it.
    private func partReadings(_ texts: [String], current: [(reading: String, position: Int?)],
                              making whole: String) -> [(reading: String, position: Int?)]? {
        var choices: [[(reading: String, position: Int?)]] = []
        for (part, (text, now)) in zip(texts, current).enumerated() {
            // A part after the first is read as a suffix where an entry so read is one (授業中's
            // 中 "during", not 中 "medium"), the first as a prefix; otherwise the commonest entry.
            let affix = part == 0 ? "prefix" : "suffix"
            var options = [now]
            var affixed = Set<String>()
            for position in entryPositions(forKey: Array(text.utf8)) {
                guard let outline = dictionary.outline(at: position), outline.spellings.contains(text) else { continue }
                let isAffix = outline.partsOfSpeech.contains { $0.hasPrefix(affix) }
                for reading in outline.readings.map({ Kana.hiragana(from: $0) }) where reading != now.reading {
                    if let known = options.firstIndex(where: { $0.reading == reading }) {
                        if isAffix && !affixed.contains(reading) { options[known].position = position; affixed.insert(reading) }
                    } else {
                        options.append((reading, position))
                        if isAffix { affixed.insert(reading) }
                    }
                }
            }
            choices.append(options)
        }
        var best: (changes: Int, picks: [(reading: String, position: Int?)])?
        func pick(_ part: Int, _ rest: Substring, _ changes: Int, _ picks: [(reading: String, position: Int?)]) {
            if part == choices.count {
                if rest.isEmpty, changes < best?.changes ?? .max { best = (changes, picks) }
                return
            }
            for (rank, option) in choices[part].enumerated() where rest.hasPrefix(option.reading) && !option.reading.isEmpty {
                pick(part + 1, rest.dropFirst(option.reading.count), changes + (rank == 0 ? 0 : 1), picks + [option])
            }
        }
        pick(0, Substring(whole), 0, [])
        return best?.picks
    }

    /// Turns the cheapest path into tokens, joining neighbouring unmatched characters of one kind.
    private func tokens(from pieces: [(range: Range<Int>, match: Match?)], _ characters: [Character]) -> [TextToken] {
        var result: [TextToken] = []
        for (range, match) in pieces {
            let text = Self.string(characters[range])
            guard let match else {
                let kind: TextToken.Kind = Kana.isKanji(characters[range.lowerBound]) ? .unknownKanji : .unknownKana
                if let last = result.last, last.kind == kind, last.range.upperBound == range.lowerBound {
                    result[result.count - 1].text += text
                    result[result.count - 1].range = last.range.lowerBound..<range.upperBound
                    if kind == .unknownKana { result[result.count - 1].reading = Kana.hiragana(from: result[result.count - 1].text) }
                } else {
                    result.append(TextToken(text: text, range: range, kind: kind,
                                            reading: kind == .unknownKana ? Kana.hiragana(from: text) : nil))
                }
                continue
            }
            let form = match.dictionaryForm
            var reading = (match.readsAsCounter ? counterReading(Array(text.utf8)) : nil)
                ?? reading(of: text, form: form, position: match.position, steps: match.steps)
            if match.takesNumberSoundChange, let plain = reading, let number = Self.number(before: range.lowerBound, characters) {
                reading = NumberReading.counterReading(plain, after: number, afterN: counterReading(Array(text.utf8)))
            }
            result.append(TextToken(text: text, range: range, kind: .word, dictionaryForm: form, reading: reading,
                                    entryPosition: match.position, inflections: match.steps))
        }
        return result
    }

    /// Every dictionary match starting at `start`, at most one per end (the cheapest).
    @_optimize(speed)
    private func matches(_ characters: [Character], _ leads: [Unicode.Scalar], from start: Int, in run: Range<Int>) -> [Match] {
        let limit = run.upperBound
        // The cheapest match of each length found, shortest first (a match of every length would
        // be an array of 25 optionals to make and destroy a start).
        var found: [Match] = []
        var reach = 0
        var surface: [Unicode.Scalar] = []
        var written: [UInt8] = [], folded: [UInt8] = []
        let last = min(limit, start + Self.maximumWordLength)
        // Japanese is three bytes a scalar: room for the longest match, so the arrays never grow.
        surface.reserveCapacity(last - start + 4)
        written.reserveCapacity(3 * (last - start) + 8)
        folded.reserveCapacity(3 * (last - start) + 8)
        let preceding = Preceding(start > 0 ? leads[start - 1] : nil)
        let runStart = start == run.lowerBound
        let afterDigits = runStart && start > 0 && CharacterKind(characters[start - 1]) == .digit
        for end in (start + 1)...last {
            let character = characters[end - 1]
            for scalar in character.unicodeScalars {
                surface.append(scalar)
                Self.appendUTF8(scalar, to: &written)
                Self.appendUTF8(Self.hiragana(scalar), to: &folded)
            }
            let length = end - start
            if reach == length - 1, hasKey(startingWith: written) || folded != written && hasKey(startingWith: folded) {
                reach = length
            }
            if length > reach + Self.inflectionReach { break }
            let kanaEnd = Kana.isHiragana(leads[end - 1]) || Kana.isKatakana(leads[end - 1])
            // Past the longest key prefix only an inflected ending can follow: kana only.
            if length > reach && !kanaEnd { break }
            var candidates = kanaEnd ? deinflector.candidates(for: surface)
                : length <= reach ? [Deinflector.Candidate(form: surface, wordClass: .any, steps: [])] : []
            // 見に行く: the stem of an ichidan verb of one kanji (見る, 寝る), before the に of purpose.
            if length == 1 && !kanaEnd && Self.isKanji(leads[start]) && Self.purposeFollows(end, leads, upTo: limit) {
                candidates.append(Deinflector.Candidate(form: surface + ["る"], wordClass: .ichidan, steps: [.nominal]))
            }
            guard !candidates.isEmpty else { continue }
            // What stands around the match depends on its end only: worked out once for all its candidates.
            let wholeKatakanaRun = (start == 0 || !Self.isKatakanaLetter(leads[start - 1]))
                && (end >= leads.count || !Self.isKatakanaLetter(leads[end]))
            let following: Following = Self.isHonorificStem(start, end, leads, upTo: limit) ? .other : Self.context(after: end, leads, upTo: limit)
            let beforeNoun = end < limit && (Self.isKanji(leads[end]) || Self.isKatakanaLetter(leads[end]))
            for candidate in candidates {
                if candidate.steps.isEmpty && length > reach { continue }
                // A form whose part shared with the text runs past every key prefix is no key.
                var shared = 0
                while shared < candidate.form.count && shared < surface.count && candidate.form[shared] == surface[shared] { shared += 1 }
                if shared > reach && shared < candidate.form.count { continue }
                guard let match = bestEntry(for: candidate, surface: leads[start..<end], end: end,
                                            wholeKatakanaRun: wholeKatakanaRun, wholeRun: runStart && end == limit, afterDigits: afterDigits, context: following,
                                            preceding: preceding, beforeNoun: beforeNoun,
                                            beforeCompoundVerb: candidate.steps == [.nominal] && Self.compoundVerbFollows(end, leads, upTo: limit),
                                            beforePurpose: length == 1 && candidate.steps == [.nominal] && Self.isKanji(leads[start])
                                                && Self.purposeFollows(end, leads, upTo: limit))
                else { continue }
                // Matches of one length are all found in this pass of the loop, after the shorter ones.
                if let previous = found.last, previous.end == end {
                    if match.cost < previous.cost { found[found.count - 1] = match }
                } else {
                    found.append(match)
                }
            }
        }
        return found
    }

    /// The cheapest entry `candidate` names, or nil when no entry has its form and class.
    @_optimize(speed)
    private func bestEntry(for candidate: Deinflector.Candidate, surface: ArraySlice<Unicode.Scalar>, end: Int,
                           wholeKatakanaRun: Bool, wholeRun: Bool, afterDigits: Bool, context: Following, preceding: Preceding,
                           beforeNoun: Bool, beforeCompoundVerb: Bool, beforePurpose: Bool) -> Match? {
        // Most forms have no katakana to fold: their folded key is the key itself, not a second array.
        var key: [UInt8] = []
        key.reserveCapacity(candidate.form.count * 3)
        var hasHiragana = false, hasKatakana = false, folds = false
        for scalar in candidate.form {
            Self.appendUTF8(scalar, to: &key)
            if Self.hiragana(scalar) != scalar { folds = true }
            if Kana.isHiragana(scalar) { hasHiragana = true }
            if Kana.isKatakana(scalar) && scalar != "ー" { hasKatakana = true }
        }
        var foldedKey = key
        if folds {
            foldedKey = []
            foldedKey.reserveCapacity(key.count)
            for scalar in candidate.form { Self.appendUTF8(Self.hiragana(scalar), to: &foldedKey) }
        }
        var positions = entryPositions(forKey: key)
        // はモ is no word: kana of both kinds together are only looked up as written.
        if foldedKey != key && !(hasHiragana && hasKatakana) { positions += entryPositions(forKey: foldedKey) }
        guard !positions.isEmpty else { return nil }
        let written = candidate.form.contains(where: Self.isKanji)
        let shape = SurfaceShape(surface)
        let surfaceWritten = shape.hasKanji
        // The steps as the prices ask about them, compared once a candidate, not once an entry.
        let nominalOnly = candidate.steps == [.nominal], adverbialOnly = candidate.steps == [.adverbial]
        let teFormInside = shape.particleIsTeEnding && candidate.steps.count > 1 && candidate.steps.contains(.teForm)
        // After digits, how the word is read as a counter (何日 なんにち: にち), and whether an
        // entry is read so (日 にち is; no 月 is read がつ, so the token is read so instead).
        var counterReading = afterDigits && candidate.steps.isEmpty && surfaceWritten ? self.counterReading(key) : nil
        // ３杯, ２軒, ５足: no 何 word reads them, so the entry whose sense is a counter does (杯 はい,
        // not さかずき), its first kana changed by the number (`NumberReading.counterReading`).
        var bySense = false
        if afterDigits && counterReading == nil && candidate.steps.isEmpty && surfaceWritten {
            counterReading = counterSenseReading(positions, key: key)
            bySense = counterReading != nil
        }
        // Whether the inflected verb's stem is a deck word (着替え of 着替える).
        var hasDeckStem: Bool?
        let plainCounterReading = counterReading.map(Self.withoutVoicing)
        let counterEntry = plainCounterReading.map { plain in
            positions.contains { self.facts(of: $0).firstReading.map(Self.withoutVoicing) == plain }
        } ?? false
        var best: Match?
        for position in positions {
            let facts = self.facts(of: position)
            // です, an expression to JMdict (だ is its copula), takes the copula's endings too: the
            // word in kana of no other class that the ending alone makes (not はずだ of はずだった).
            let fits = candidate.steps.isEmpty || !facts.classes.isDisjoint(with: candidate.wordClass)
                || candidate.wordClass == .copula && candidate.form.count == 2 && facts.classes.isEmpty && !facts.hasKanjiSpelling
            guard fits else { continue }
            let isOwnName = facts.nameKeys.contains(key)
            // トム is no 富む, ジョンソン no ジョン + その: katakana that is none of a word's own
            // spellings or readings stands for a kana word only as a whole katakana run (ダメ,
            // ヤツ), and never for a word usually written in kanji.
            if hasKatakana && !isOwnName
                && (!wholeKatakanaRun || facts.hasKanjiSpelling && !facts.isUsuallyKana) { continue }
            // A stem alone (読み for 読む) is only taken from kanji: に is a particle, not 似る;
            // する's し only after a kanji noun (協議し合う, 上昇し続ける).
            let suruStem = nominalOnly && preceding.isKanji && facts.classes.contains(.suru) && candidate.form == ["す", "る"]
            // A stem in kana before a verb that makes compound verbs (さきはじめる, よみつづける) is the verb's too.
            if nominalOnly && !surfaceWritten && !suruStem && !beforeCompoundVerb { continue }
            var cost = Cost.word + candidate.steps.count * Cost.perInflection + facts.levelRank * Cost.perLevel
            if !facts.isCommon { cost += Cost.rare }
            // ああ、なるほど！: an expression a deck teaches, standing alone between punctuation, is
            // said as one (なるほど, not なる + ほど); inside a clause it is dearer than its words.
            if facts.isExpression && shape.count >= 3 && !(facts.isInDecks && wholeRun) && candidate.wordClass != .copula { cost += Cost.expression }
            if written && facts.firstSpellingKey != key { cost += Cost.otherSpelling }
            if !isOwnName { cost += Cost.otherScript }
            let kanaForKanji = facts.hasKanjiSpelling && !facts.isUsuallyKana && !surfaceWritten
            if kanaForKanji { cost += Cost.kanaForKanjiWord }
            if written && facts.isUsuallyKana { cost += Cost.kanjiForKanaWord }
            // 無い: a common adjective usually written in kana, though it has kanji, inflected, is
            // grammar to a learner (ではなく is ない, not 鳴く written in kana), in a deck or not.
            let kanaGrammar = facts.isCommon && facts.isUsuallyKana && facts.hasKanjiSpelling && !surfaceWritten
                && !candidate.steps.isEmpty && facts.classes.contains(.iAdjective)
            if !facts.isInDecks && !(facts.isGrammar && facts.isCommon) && !kanaGrammar {
                // 旅行かばん, 有力者: a compound no deck has, when its parts are deck words, is its
                // parts; three kanji or fewer stay one word (銀行員, 体育祭), unless a number leads
                // (十二月, 一時間). A loanword with a suffix (イギリス人) and a verb stem with a
                // noun (作り方, 巻き毛) stay one word too.
                // 着替えなさい is 着替える, whose stem 着替え a deck has as a noun: an inflected verb
                // whose stem is a deck word is that verb, not a compound of the stem and an ending.
                var compound = surfaceWritten && shape.count > 1 && !shape.isSuffixed
                    && (shape.count >= 4 || !shape.isAllKanji || shape.startsWithNumeral)
                    && !(shape.isCompoundVerb && !facts.classes.isDisjoint(with: Self.verbClasses) && !Self.hasProductiveVerb(surface))
                // 有力者, 授業中, 陳列品: a word no deck has that the analyser's dictionary cuts into
                // words (dictionary.bin's granularity flag) is its parts wherever they are words,
                // though 発売中 and 最優先, of the same shape, are one word there: no rule of grammar
                // tells them apart, a lexicon does. A proverb or set phrase written with kanji
                // (百聞は一見に如かず, 漁夫の利) stays whole, as a learner looks it up; one in kana
                // (ないといけない, せねばならない) is grammar and its words. One of four characters or
                // more the analyser has whole, starting with a kanji (寝転がる, 久方ぶり), is no
                // compound of deck words (し合う after a noun is する's し and 合う all the same).
                let cutByAnalyser = facts.isCutByAnalyser && shape.count > 1 && !(facts.isExpression && surfaceWritten)
                if facts.isWholeForAnalyser && shape.count >= 4 && Self.isKanji(surface[surface.startIndex]) { compound = false }
                if compound && !candidate.steps.isEmpty {
                    // Asked once a candidate, and only when it would be priced as a compound.
                    if hasDeckStem == nil { hasDeckStem = self.hasDeckStem(candidate.form, candidate.wordClass) }
                    if hasDeckStem == true { compound = false }
                }
                // オリーブオイル, ギフトショップ: a loanword no deck has that is two deck loanwords is the two.
                let loanCompound = !surfaceWritten && candidate.steps.isEmpty && shape.count >= 4 && shape.count <= 16
                    && candidate.form.allSatisfy(Kana.isKatakana) && isTwoDeckWords(candidate.form)
                // 悲しみ, 多く, 輝き are no compound: the stem of a verb or adjective, a noun of its own.
                let stemNoun = compound && candidate.steps.isEmpty && isVerbStem(key, surfaceWritten: true)
                // よくある, なぜそう, あるとき: a phrase in hiragana no deck has that is two deck
                // words (its dictionary form, for よくなっている), the first one usually written in
                // kana, is the two, as with loanwords (さらなる stays: さら is 皿).
                let kanaCompound = !surfaceWritten && shape.count >= 4 && !facts.isGrammar
                    && candidate.form.allSatisfy(Kana.isHiragana)
                    && (isTwoDeckWords(candidate.form, firstInKana: true) || !candidate.steps.isEmpty && isTwoDeckWords(Array(surface), firstInKana: true))
                cost += cutByAnalyser ? Cost.cutByAnalyser
                    : (compound && !stemNoun) || loanCompound || kanaCompound ? Cost.compoundNotInDecks : Cost.notInDecks
                // ような, いくつか: a phrase no deck has, in kana and ending in a particle, is a word and the particle.
                if candidate.steps.isEmpty && !surfaceWritten && shape.count >= 3 && shape.endsInTrailingParticle {
                    cost += Cost.endsInParticle
                }
            }
            // に + なった, not になう (担う in kana); と + して, not として; が + ない, not がな: a word
            // written in kana though it has kanji, or a phrase or rare particle no deck has, starting
            // with a particle, is the particle and a word.
            if !surfaceWritten && shape.count > 1 {
                // After を a verb or a noun follows, never a particle (ジーンズをはいていた: 履く in kana).
                if kanaForKanji && shape.startsWithParticle && !preceding.isWo {
                    cost += Cost.kanaWordStartsWithParticle
                } else if !facts.isInDecks && (facts.isExpression || !facts.isCommon) && shape.startsWithPhraseParticle {
                    cost += Cost.startsWithParticle
                } else if !facts.isInDecks && shape.startsWithParticle && isDeckWord(candidate.form.dropFirst(), candidate) {
                    // として, による, となる: a particle and a deck verb (して, よる, なる), however
                    // common the phrase, as a learner looks them up.
                    cost += Cost.startsWithParticle
                }
                // 彼はいい, 人間はいずれ, 私のせい, 何もしない, センスがいい, 親はなし: は, が, も,
                // を, の or に right after a word in kanji or katakana is the particle after that
                // noun, not the start of a kana word (はい, のせる, もし, がい, 話 in kana), however
                // else the word is priced; a deck's grammar phrase (について, にとって) stays whole.
                if preceding.isNoun && shape.startsWithParticleAfterNoun && !facts.isGrammar && !(facts.isExpression && facts.isInDecks) {
                    cost += Cost.startsWithParticle
                }
            }
            // 加熱すると, いないところで, 高いところが: a conjunction that is a word and a particle
            // (すると, ところで, ところが) starts a clause; inside one it is the word and the particle.
            if facts.isConjunction && preceding.isInClause && !surfaceWritten && shape.endsInClauseParticle {
                cost += Cost.endsInParticle
            }
            // この本の著者: a word usually written in kana, written in kanji and ending in の (本の
            // for ほんの), is the noun and the particle.
            if written && facts.isUsuallyKana && shape.endsInNo && shape.count > 1 {
                cost += Cost.endsInParticle
            }
            if !written && facts.firstReadingKey != foldedKey { cost += Cost.otherReading }
            if shape.count == 1 && surfaceWritten { cost += Cost.singleKanji }
            // 上野 (うえの): a rare name of two kanji no deck has (the province こうずけ) gives way to
            // the words its kanji make (上 + 野), as a place JMdict lacks is read by its common words.
            // (A people or a language, 英国人, イギリス人, is a word with a suffix, not a name.)
            if facts.mayBeRareName && shape.count == 2 && shape.isAllKanji && isRareName(position, facts) { cost += Cost.rareName }
            // ２８日, ３月, ５分: right after digits a word is a counter, read as after 何 (何日 なんにち:
            // 日 is にち, not ひ the day; 何月 なんがつ, 何分 なんぷん): an entry read otherwise pays.
            if counterEntry, facts.firstReading.map(Self.withoutVoicing) != plainCounterReading {
                cost += Cost.notCounterAfterNumber
            }
            // ある母親, 或る日: a pre-noun adjectival (或る "a certain") before a noun at the start of
            // a clause, where a verb would have no subject (机の上にある本 is the verb 有る).
            if facts.isPreNoun && beforeNoun && candidate.steps.isEmpty && preceding.startsClause {
                cost -= Cost.preNounAtClauseStart
            }
            // 子ども, 友だちも: a deck word spelled with kana after its kanji ends in its own kana,
            // not a particle, when the kana before the last is its own too (今日は, 何も pay).
            let ownKanaEnding = surfaceWritten && facts.isInDecks && !facts.isExpression && shape.endsInKanaPair && isOwnName
            // まで, ので: a common particle of two kana is itself, not a kana word and で (ま + で).
            let twoKanaParticle = !surfaceWritten && shape.count == 2 && facts.isParticle && facts.isCommon
            if candidate.steps.isEmpty && shape.count > 1 && shape.endsInParticle && !ownKanaEnding && !twoKanaParticle
                && (surfaceWritten || shape.endsInNiOrDe && !facts.isInDecks || shape.endsInNiOrDe && isKanaWord(foldedKey.dropLast(3))) {
                cost += Cost.endsInParticle
            }
            // ようだ, そうだ, みたいだ: a phrase in kana no deck has ending in the copula is the word and だ.
            if candidate.steps.isEmpty && !surfaceWritten && shape.count >= 3 && shape.endsInCopula && !facts.isInDecks {
                cost += Cost.endsInParticle
            }
            // A deck word in kana keeps what looks like a particle inside (とにかく, やがて, もはや):
            // in kana, は, が, に and で are as often a word's own sounds.
            // Nor is が of a deck verb (上がる, 曲がった, 召し上がる) a particle, when no kanji follows it.
            // A verb no deck has keeps が when a kana of the ら row follows it (持ち上がった, 寝転がる, 欲しがる).
            // Nor is は inside a verb written in kanji, after its stem's kana and with no kanji
            // after it (当てはまる, 当てはめる, 飛びはねる): a phrase has the particle after a noun
            // (手を付ける), and は after a verb's stem starts no phrase a dictionary lists as a verb.
            // (In kana, さきはじめる is 咲き + 始める.)
            // Nor is the で of a godan verb's て form with an auxiliary after it (読んでいた, 泳いでいる:
            // 読む, て form, progressive; not 読んで + いた, which `mine` listed as the word いる).
            let verbsOwnKana = !facts.classes.isEmpty && !shape.hasParticleBeforeKanji
                && (shape.particleInside == "が" && (facts.isInDecks || shape.particleIsVerbsGa)
                    || shape.particleInside == "は" && shape.particleFollowsKana && surfaceWritten
                    || shape.particleIsTeEnding && teFormInside)
            if shape.hasParticleInside && (surfaceWritten || !facts.isInDecks || facts.isExpression) && !verbsOwnKana {
                cost += Cost.phrase
            }
            if candidate.steps.isEmpty && shape.count >= 4 && surfaceWritten {
                cost += shape.isAllKanji ? Cost.fourKanjiCompound : facts.isCommon ? 0 : Cost.rareCompound
            }
            // する's し after a kanji noun is the noun's verb, before the particle し (高いし, 学生だし).
            if candidate.steps.contains(.nominal) && !suruStem { cost += Cost.stemAlone }
            if suruStem { cost -= Cost.perInflection }
            if beforeCompoundVerb && !facts.classes.isEmpty { cost -= Cost.stemBeforeCompoundVerb }
            // 見に来ました, 見に行こう: a lone kanji stem before に and 来る or 行く is the verb's (見る), not the noun 見.
            if nominalOnly && beforePurpose {
                cost -= Cost.stemOfPurpose
            }
            // A verb's stem or an adjective's く form before a particle or the copula is a noun
            // (悲しみを, 多くの, 続きです); before anything else, the verb (働き続ける, 味わい、).
            if nominalOnly || adverbialOnly {
                if context == .particle && !beforeCompoundVerb { cost += Cost.stemBeforeParticle }
            } else if candidate.steps.isEmpty && context == .other && facts.classes.isEmpty && isVerbStem(key, surfaceWritten: surfaceWritten) {
                cost += Cost.nounBeforeVerbWord
            }
            // 知らぬ間に, 見知らぬ間に: the classical negative ぬ lives on in set phrases; one that is
            // an adverb ending in に (JMdict's expression) is read whole, as a word is (しらぬまに,
            // not 知らぬ + 間 read あいだ + に): its に is its own, not a particle after a noun.
            // (Proverbs with ぬ, 知らぬが仏, are left to the prices of phrases.)
            if facts.isExpression && surface.last == "に" && surface.dropLast().contains("ぬ") {
                cost = min(cost, Cost.word + (facts.isCommon ? 0 : Cost.rare))
            }
            if cost < best?.cost ?? .max || cost == best?.cost && position < best?.position ?? .max {
                best = Match(end: end, cost: cost, position: position, form: candidate.form, steps: candidate.steps,
                             readsAsCounter: counterReading != nil && !counterEntry,
                             takesNumberSoundChange: bySense
                                || counterEntry && facts.firstReading.map(Self.withoutVoicing) == plainCounterReading)
            }
        }
        return best
    }

    /// Whether the rare noun at `position` only names something: its every meaning is a proper
    /// name (its glosses start with a capital: 上野 as the old province こうずけ, not the district
    /// うえの JMdict lacks). The glosses are read once, and only for such a noun of two kanji.
    private func isRareName(_ position: Int, _ facts: EntryFacts) -> Bool {
        lock.lock()
        if let known = facts.rareName { lock.unlock(); return known }
        lock.unlock()
        let found = dictionary.entry(at: position)?.senses.allSatisfy { $0.glosses.first?.first?.isUppercase == true } ?? false
        lock.lock()
        facts.rareName = found
        lock.unlock()
        return found
    }

    /// Whether a sense of the entry at `position` is a counter: its part of speech says so (足
    /// そく), or, where the dictionary keeps only a sense's first part of speech (軒 けん, a suffix
    /// and a counter), its gloss does ("counter for buildings"). The glosses are read once, and
    /// only for a kanji after digits that no 何 word reads.
    private func isCounter(_ position: Int, _ facts: EntryFacts) -> Bool {
        if facts.isCounter { return true }
        lock.lock()
        if let known = facts.counterGloss { lock.unlock(); return known }
        lock.unlock()
        let found = dictionary.entry(at: position)?.senses.contains { $0.glosses.first?.hasPrefix("counter for") == true } ?? false
        lock.lock()
        facts.counterGloss = found
        lock.unlock()
        return found
    }

    /// Whether the verb `form` of `classes` has a stem (着替える: 着替え; 休む: 休み) that a deck
    /// has as a word.
    private func hasDeckStem(_ form: [Unicode.Scalar], _ classes: WordClass) -> Bool {
        guard let last = form.last, form.count >= 2 else { return false }
        var stems: [[Unicode.Scalar]] = []
        if classes.contains(.ichidan) && last == "る" { stems.append(Array(form.dropLast())) }
        if classes.contains(.godan), let i = Self.godanStemEndings[last] { stems.append(form.dropLast() + [i]) }
        return stems.contains { stem in
            var key: [UInt8] = []
            for scalar in stem { Self.appendUTF8(scalar, to: &key) }
            return entryPositions(forKey: key).contains { facts(of: $0).isInDecks }
        }
    }

    /// The kana of a godan verb's stem for its dictionary form's last kana (読む: 読み).
    static let godanStemEndings: [Unicode.Scalar: Unicode.Scalar] = Dictionary(uniqueKeysWithValues:
        zip("うくぐすつぬぶむる".unicodeScalars, "いきぎしちにびみり".unicodeScalars))

    /// How `key` (a word in kanji, in UTF-8) is read as a counter: as after 何 in the dictionary's
    /// 何 + `key` (何日 なんにち: にち; 何分 なんぷん: ぷん, as in 3分 さんぷん; 5分 is ごふん, so
    /// entries are compared without voicing marks); nil when the dictionary has no such word.
    private func counterReading(_ key: [UInt8]) -> String? {
        if let reading = Self.counterReadingsAfterN[key] { return reading }
        for position in entryPositions(forKey: Array("何".utf8) + key) {
            if let reading = facts(of: position).firstReading, reading.hasPrefix("なん"), reading.count > 2 {
                return String(reading.dropFirst(2))
            }
        }
        return nil
    }

    /// Counters read after ん otherwise than the dictionary's 何 word has them first: 階 is がい
    /// after 3 (三階 さんがい, JMdict's first reading), where 何階 is given only as なんかい.
    static let counterReadingsAfterN: [[UInt8]: String] = [Array("階".utf8): "がい"]

    /// The reading of the entry among `positions` whose senses include a counter (杯 はい "counter
    /// for cupfuls", not さかずき; 軒 けん, 足 そく): one first written as `key` (本 ほん, not 元
    /// もと, which 本 spells too and counts blades of grass), then a common one; nil when none is.
    private func counterSenseReading(_ positions: [Int], key: [UInt8]) -> String? {
        var found: (reading: String, rank: Int)?
        for position in positions {
            let facts = self.facts(of: position)
            guard isCounter(position, facts), let reading = facts.firstReading else { continue }
            let rank = (facts.firstSpellingKey == key ? 2 : 0) + (facts.isCommon ? 1 : 0)
            if rank == 3 { return reading }
            if rank > found?.rank ?? -1 { found = (reading, rank) }
        }
        return found?.reading
    }

    /// The number written in the digits just before `index` (at most nine), or nil when none are.
    static func number(before index: Int, _ characters: [Character]) -> Int? {
        var start = index
        while start > 0, index - start < 9, CharacterKind(characters[start - 1]) == .digit, characters[start - 1].wholeNumberValue != nil { start -= 1 }
        guard start < index else { return nil }
        return characters[start..<index].reduce(0) { $0 * 10 + ($1.wholeNumberValue ?? 0) }
    }

    /// `reading` with voiced and half-voiced kana made plain (ぷん as ふん, がつ as かつ).
    static func withoutVoicing(_ reading: String) -> String {
        String(String.UnicodeScalarView(reading.unicodeScalars.map { voicedKana[$0] ?? $0 }))
    }

    /// Voiced and half-voiced hiragana and their plain kana.
    static let voicedKana: [Unicode.Scalar: Unicode.Scalar] = Dictionary(uniqueKeysWithValues:
        zip("がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ".unicodeScalars, "かきくけこさしすせそたちつてとはひふへほはひふへほ".unicodeScalars))

    /// Whether `form` is two deck words of two characters or more, one after the other (the first
    /// a deck word usually written in kana, when `firstInKana`).
    @_optimize(speed)
    private func isTwoDeckWords(_ form: [Unicode.Scalar], firstInKana: Bool = false) -> Bool {
        func key(_ part: ArraySlice<Unicode.Scalar>) -> [UInt8] {
            var key: [UInt8] = []
            for scalar in part { Self.appendUTF8(Self.hiragana(scalar), to: &key) }
            return key
        }
        func isDeckWord(_ part: ArraySlice<Unicode.Scalar>) -> Bool {
            entryPositions(forKey: key(part)).contains { facts(of: $0).isInDecks }
        }
        guard form.count >= 4 else { return false }
        return (2...(form.count - 2)).contains { cut in
            (firstInKana ? isKanaWord(key(form[..<cut])[...]) : isDeckWord(form[..<cut])) && isDeckWord(form[cut...])
        }
    }

    /// Whether `form` names a deck verb or adjective of the class `candidate`'s rules need.
    @_optimize(speed)
    private func isDeckWord(_ form: ArraySlice<Unicode.Scalar>, _ candidate: Deinflector.Candidate) -> Bool {
        guard !form.isEmpty else { return false }
        var key: [UInt8] = []
        for scalar in form { Self.appendUTF8(scalar, to: &key) }
        return entryPositions(forKey: key).contains { position in
            let facts = self.facts(of: position)
            return facts.isInDecks && !facts.classes.isEmpty && (candidate.steps.isEmpty || !facts.classes.isDisjoint(with: candidate.wordClass))
        }
    }

    /// Whether `key` (kana, in UTF-8) is a deck word usually written so (すぐ, そんな, こと): a
    /// word in kana ending in に or で after one (すぐに, そんなに) is that word and the particle,
    /// where さらに, まるで and ついに (さら and まる are 皿 and 丸) are words of their own.
    @_optimize(speed)
    private func isKanaWord(_ key: ArraySlice<UInt8>) -> Bool {
        entryPositions(forKey: Array(key)).contains { position in
            let facts = self.facts(of: position)
            return facts.isInDecks && (facts.isUsuallyKana || !facts.hasKanjiSpelling)
        }
    }

    /// What stands just before a match, worked out once for each character a match starts at.
    struct Preceding {
        /// A kanji (協議 before し of 協議し合う).
        var isKanji = false
        /// A kanji or katakana: the end of a noun (彼 before は, センス before が).
        var isNoun = false
        /// The particle を, which a particle never follows (ジーンズをはいていた).
        var isWo = false
        /// Kana or kanji: the match stands inside a clause, not at its start (加熱すると).
        var isInClause = false
        /// Nothing, punctuation or the particle は, も or を: what starts a clause, or a noun phrase
        /// whose verb is still to come (ある日, 私はある人に). Not a digit: what follows a number
        /// is its counter, inside the phrase (3本の鉛筆 is 本 + の; the pre-noun ほんの, "mere",
        /// which a clause start favours, would read it ほんの).
        var startsClause = true

        init(_ scalar: Unicode.Scalar?) {
            guard let scalar else { return }
            isKanji = Segmenter.isKanji(scalar)
            isNoun = isKanji || Segmenter.isKatakanaLetter(scalar)
            isWo = scalar == "を"
            isInClause = isKanji || Kana.isHiragana(scalar) || Kana.isKatakana(scalar)
            startsClause = !isInClause && scalar.properties.numericType != .decimal || Segmenter.clauseParticles.contains(scalar)
        }
    }

    /// What follows a match, as far as telling a verb's stem from a noun goes.
    enum Following {
        /// A particle or the copula (を が の は も, だ, で and です, not でき).
        case particle
        /// The end of the text, or に, と, や, か...: either may come before those.
        case either
        /// A verb, an auxiliary, punctuation or anything else.
        case other
    }

    /// What follows a match ending at `end`, within its run of Japanese (which ends at `limit`).
    @_optimize(speed)
    static func context(after end: Int, _ leads: [Unicode.Scalar], upTo limit: Int) -> Following {
        guard end < limit else { return end < leads.count && leads[end] == "、" ? .other : .either }
        let next = leads[end]
        switch next {
        case "を", "が", "の", "は", "も", "だ": return .particle
        case "で":
            let after: Unicode.Scalar? = end + 1 < limit ? leads[end + 1] : nil
            return after == "き" ? .other : .particle
        case "に", "と", "や", "か", "へ", "ね", "よ", "な": return .either
        default: return .other
        }
    }

    /// What follows a verb's stem after お or ご in the honorific (お持ちです, お勧めします,
    /// お待ちください, お帰りになる).
    static let honorificEndings: [[Unicode.Scalar]] = ["です", "でし", "しま", "した", "して", "する", "くだ", "下さ", "にな", "いた", "頂"]
        .map { Array($0.unicodeScalars) }

    /// Whether the match `start..<end` is a verb's stem in the honorific お + stem + です or します:
    /// the verb's (持つ), not the noun 持ち, though a particle-like で follows.
    @_optimize(speed)
    static func isHonorificStem(_ start: Int, _ end: Int, _ leads: [Unicode.Scalar], upTo limit: Int) -> Bool {
        guard start > 0, leads[start - 1] == "お" || leads[start - 1] == "ご", end < limit else { return false }
        return honorificEndings.contains { ending in
            end + ending.count <= limit && ending.indices.allSatisfy { leads[end + $0] == ending[$0] }
        }
    }

    /// Verbs that make compound verbs with the stem before them (咲き始める, 読み続ける, 食べ終わる,
    /// 泣き出す), as written at the start of the text after a match.
    static let compoundVerbStarts: [[Unicode.Scalar]] = ["始め", "はじめ", "続け", "つづけ", "終わ", "おわ", "終え", "おえ", "出し", "出す", "出さ", "出せ"]
        .map { Array($0.unicodeScalars) }

    /// How 来る and 行く start after the に of purpose (見に来た, 見に行く, 見にいこう).
    static let purposeVerbStarts: [[Unicode.Scalar]] = ["に来", "に行", "にい", "にき", "にく", "にこ"].map { Array($0.unicodeScalars) }

    /// Whether に and 来る or 行く follow `end` (within the run ending at `limit`): the stem before
    /// it is a verb's, its purpose.
    static func purposeFollows(_ end: Int, _ leads: [Unicode.Scalar], upTo limit: Int) -> Bool {
        purposeVerbStarts.contains { start in
            end + start.count <= limit && start.indices.allSatisfy { leads[end + $0] == start[$0] }
        }
    }

    /// Whether a verb that makes compound verbs starts at `end` (within the run ending at `limit`).
    static func compoundVerbFollows(_ end: Int, _ leads: [Unicode.Scalar], upTo limit: Int) -> Bool {
        compoundVerbStarts.contains { verb in
            end + verb.count <= limit && verb.indices.allSatisfy { leads[end + $0] == verb[$0] }
        }
    }

    /// Whether `key` (the text of a match) is also the stem of a verb of the dictionary (悲しみ,
    /// 動き) or an adjective's く or さ form (多く, 高さ): the noun then gives way to the verb
    /// before anything but a particle, and is no compound.
    @_optimize(speed)
    private func isVerbStem(_ key: [UInt8], surfaceWritten: Bool) -> Bool {
        guard surfaceWritten else { return false }
        // Hiragana is U+3041 to U+309E, E3 81 81 to E3 82 9E in UTF-8: any other last character is
        // answered without decoding the key.
        let count = key.count
        guard count >= 3, key[count - 3] == 0xE3, key[count - 2] == 0x81 && key[count - 1] >= 0x81 || key[count - 2] == 0x82 && key[count - 1] <= 0x9E
        else { return false }
        lock.lock()
        if let known = verbStems.value(for: key) { lock.unlock(); return known }
        lock.unlock()
        let found = isVerbStemUncached(key)
        lock.lock()
        verbStems.insert(found, for: key)
        lock.unlock()
        return found
    }

    /// `isVerbStem(_:surfaceWritten:)` worked out for a key in hiragana at its end.
    @_optimize(speed)
    private func isVerbStemUncached(_ key: [UInt8]) -> Bool {
        let scalars = Array(String(decoding: key, as: UTF8.self).unicodeScalars)
        guard let last = scalars.last, Kana.isHiragana(last) else { return false }
        for candidate in deinflector.candidates(for: scalars) where candidate.steps == [.nominal] || candidate.steps == [.adverbial] {
            var form: [UInt8] = []
            for scalar in candidate.form { Self.appendUTF8(scalar, to: &form) }
            if entryPositions(forKey: form).contains(where: { !self.facts(of: $0).classes.isDisjoint(with: candidate.wordClass) }) { return true }
        }
        return false
    }

    /// The reading of `surface` in hiragana: the entry's reading with the form's kana ending
    /// replaced by the surface's. 来る changes its own vowel (来て is きて, 来ない こない, 来れば
    /// くれば): the first step undone from the dictionary form tells which.
    private func reading(of surface: String, form: String, position: Int, steps: [Inflection]) -> String? {
        if !surface.contains(where: Kana.isKanji) { return Kana.hiragana(from: surface) }
        guard let entryReading = facts(of: position).firstReading else { return nil }
        let shared = zip(surface, form).prefix { $0 == $1 }.count
        let formEnding = form.count - shared
        guard formEnding <= entryReading.count else { return nil }
        var stemReading = String(entryReading.dropLast(formEnding))
        if let first = steps.first, form.hasSuffix("来る"), formEnding == 1, stemReading.hasSuffix("く") {
            stemReading = stemReading.dropLast() + Self.kuruStem(before: first)
        }
        return Kana.hiragana(from: stemReading + String(surface.dropFirst(shared)))
    }

    /// The kana 来 is read as before an ending that `step` undoes: こ before ない, られる, させる,
    /// よう, い and ず; く before れば; き before the rest (た, て, ます, たい, たら).
    static func kuruStem(before step: Inflection) -> String {
        switch step {
        case .negative, .passive, .causative, .causativePassive, .volitional, .imperative, .zuNegative: "こ"
        case .conditional: "く"
        default: "き"
        }
    }

    /// The characters as one `String`, made from their UTF-8 (as `String(characters)` makes it, faster).
    @_optimize(speed)
    static func string(_ characters: ArraySlice<Character>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count * 3)
        for character in characters { bytes.append(contentsOf: character.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `scalar`.
    @_optimize(speed) @inline(__always)
    static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case ..<0x80: bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Whether `scalar` is katakana that belongs to a word: not the middle dot (レッド・ホット).
    static func isKatakanaLetter(_ scalar: Unicode.Scalar) -> Bool {
        Kana.isKatakana(scalar) && scalar != "・"
    }

    /// A katakana scalar as hiragana (as the dictionary keys readings); anything else unchanged.
    static func hiragana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if (0x30A1...0x30F6).contains(scalar.value) || (0x30FD...0x30FE).contains(scalar.value) {
            return Unicode.Scalar(scalar.value - 0x60) ?? scalar
        }
        return scalar
    }

    // MARK: - Entries

    @_optimize(speed)
    private func entryPositions(forKey key: [UInt8]) -> [Int] {
        lock.lock()
        if let known = positionsByKey.value(for: key) { lock.unlock(); return known }
        lock.unlock()
        let found = dictionary.entryPositions(forKey: key)
        lock.lock()
        positionsByKey.insert(found, for: key)
        lock.unlock()
        return found
    }

    @_optimize(speed)
    private func hasKey(startingWith prefix: [UInt8]) -> Bool {
        lock.lock()
        if let known = prefixes.value(for: prefix) { lock.unlock(); return known }
        lock.unlock()
        let found = dictionary.hasKey(startingWith: prefix)
        lock.lock()
        prefixes.insert(found, for: prefix)
        lock.unlock()
        return found
    }

    /// What the lattice needs to know of an entry, decoded once (a class: shared, not copied).
    final class EntryFacts: @unchecked Sendable {
        var classes: WordClass = []
        var isCommon = false
        var isExpression = false
        var hasKanjiSpelling = false
        /// The entry's main spelling (nil for a word written in kana), and its UTF-8.
        var firstSpelling: String?
        var firstSpellingKey: [UInt8]?
        /// Its main reading, in hiragana, and its UTF-8.
        var firstReading: String?
        var firstReadingKey: [UInt8]?
        /// Its spellings and readings as written, in UTF-8 (compared with a key's bytes).
        var nameKeys: [[UInt8]] = []
        /// How far from N5 its deck level is (0 for N5, 4 for N1, 3 for no deck: particles and the like are in no deck): easier words are
        /// the more frequent, which breaks near-ties (行った: 行く, N5, before 行う).
        var levelRank = 6
        /// Whether a deck has the entry (a word the learner studies).
        var isInDecks = false
        /// Whether the entry is grammar rather than a word to learn (a particle, an auxiliary, the
        /// copula, a conjunction, a prefix, a suffix, a counter): no deck lists those.
        var isGrammar = false
        /// Whether JMdict marks the entry usually written in kana (為る is する).
        var isUsuallyKana = false
        /// Whether the analyser's dictionary cuts the word into words (有力者: 有力 + 者), or has
        /// it whole (発売中); neither when the dictionary does not say.
        var isCutByAnalyser = false
        var isWholeForAnalyser = false
        /// Whether its first part of speech is a conjunction (すると, ところで).
        var isConjunction = false
        /// Whether its first part of speech is a particle (まで, ので).
        var isParticle = false
        /// Whether its first part of speech is a pre-noun adjectival (或る, あらゆる).
        var isPreNoun = false
        /// Whether a sense of it is a counter by its part of speech (杯 はい, 足 そく).
        var isCounter = false
        /// Whether a sense of it is a counter by its gloss, once the glosses were read (`isCounter(_:_:)`).
        var counterGloss: Bool?
        /// Whether it is a rare noun no deck has, which may only name something (`isRareName`).
        var mayBeRareName = false
        /// Whether its every meaning is a proper name, once its glosses were read (`isRareName`).
        var rareName: Bool?
    }

    /// What the lattice knows of the entry at `position`, decoded on first use (its outline
    /// only: the glosses are never read).
    @_optimize(speed)
    func facts(of position: Int) -> EntryFacts {
        lock.lock()
        if facts.indices.contains(position), let known = facts[position] { lock.unlock(); return known }
        lock.unlock()
        let result = EntryFacts()
        if let entry = dictionary.outline(at: position) {
            result.firstSpelling = entry.spellings.first
            result.firstSpellingKey = entry.spellings.first.map { Array($0.utf8) }
            result.firstReading = entry.readings.first.map { Kana.hiragana(from: $0) }
            result.firstReadingKey = result.firstReading.map { Array($0.utf8) }
            result.nameKeys = (entry.spellings + entry.readings).map { Array($0.utf8) }
            result.levelRank = entry.level.flatMap { Level.allCases.firstIndex(of: $0) } ?? 3
            result.isInDecks = entry.level != nil
            result.isUsuallyKana = entry.isUsuallyKana
            result.isCutByAnalyser = entry.isCutByAnalyser
            result.isWholeForAnalyser = entry.isWholeForAnalyser
            result.isGrammar = entry.partsOfSpeech.first.map { Self.grammar.contains(where: $0.hasPrefix) } ?? false
            result.isCommon = entry.isCommon
            result.hasKanjiSpelling = entry.spellings.contains { $0.unicodeScalars.contains(where: Self.isKanji) }
            result.isExpression = entry.partsOfSpeech.first == "expression"
            result.isConjunction = entry.partsOfSpeech.first == "conjunction"
            result.isParticle = entry.partsOfSpeech.first?.hasPrefix("particle") ?? false
            result.isPreNoun = entry.partsOfSpeech.first == "pre-noun adjective"
            result.isCounter = entry.partsOfSpeech.contains("counter")
            for partOfSpeech in entry.partsOfSpeech { result.classes.formUnion(Self.classes(ofPartOfSpeech: partOfSpeech)) }
            result.mayBeRareName = !entry.isCommon && entry.level == nil && !entry.partsOfSpeech.isEmpty
                && entry.partsOfSpeech.allSatisfy { $0 == "noun" }
        }
        lock.lock()
        if facts.indices.contains(position) { facts[position] = result }
        lock.unlock()
        return result
    }

    /// Whether `scalar` is a kanji (as `Kana.isKanji` tells of a character).
    static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    /// The word classes a sense's part of speech (in learner terms) stands for.
    /// (Compared as UTF-8 bytes: the parts of speech are the dictionary's own fixed words.)
    @_optimize(speed)
    static func classes(ofPartOfSpeech partOfSpeech: String) -> WordClass {
        let bytes = partOfSpeech.utf8
        if bytes.starts(with: "ichidan verb".utf8) { return .ichidan }
        if bytes.starts(with: "godan verb".utf8) { return .godan }
        if bytes.starts(with: "irregular verb".utf8) { return .kuru }
        if bytes.starts(with: "する verb".utf8) || bytes.elementsEqual("する-noun".utf8) { return .suru }
        if bytes.elementsEqual("い-adjective".utf8) || bytes.elementsEqual("auxiliary adjective".utf8) { return .iAdjective }
        if bytes.elementsEqual("copula".utf8) { return .copula }
        return []
    }

    /// Godan and ichidan verbs.
    static let verbClasses: WordClass = [.ichidan, .godan]

    /// Whether a verb that makes compounds with any stem (始める, 続ける, 終わる, 出す) stands in
    /// `surface` after its first character: 泣き出す, 書き始める are a stem and that verb, as the
    /// analyser cuts them, where 持ち上がる and 食い縛る are verbs of their own.
    static func hasProductiveVerb(_ surface: ArraySlice<Unicode.Scalar>) -> Bool {
        let start = surface.startIndex
        return compoundVerbStarts.contains { verb in
            surface.count > verb.count && (start + 1...surface.endIndex - verb.count).contains { offset in
                verb.indices.allSatisfy { surface[offset + $0] == verb[$0] }
            }
        }
    }

    /// Particles after which a noun phrase starts, not a verb's subject or place: ある after them,
    /// before a noun, is 或る (私はある人に会った).
    static let clauseParticles = KanaSet("はもを")

    /// Particles that end a phrase rather than a word: a match ending in one (今日は, 何も)
    /// pays for it, so the noun and its particle come out apart, as a learner looks them up.
    static let endingParticles = KanaSet("はをがもへにで")
    /// Kanji numerals: a compound no deck has that starts with one is a number and a counter.
    static let numerals: Set<Unicode.Scalar> = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "百", "千", "万", "数", "何"]

    /// The kana a verb's stem ends in (作り, 巻き, 延べ), before a noun it makes a compound with.
    static let stemEndings = KanaSet("いきぎしじちにひびみりえけげせてねべめれ")

    /// Parts of speech of grammar, not words to learn.
    static let grammar = ["particle", "auxiliary", "copula", "conjunction", "prefix", "suffix", "counter", "number"]

    /// Particles a match of a word no deck has may not start with (になう for に + なった).
    static let leadingParticlesOfWords = KanaSet("はがにとをもでのやかへ")
    /// Particles that follow a noun directly (彼は, 私の, 何も, センスが, アマチュアに): a kana word
    /// after a word in kanji or katakana does not start with one (で and と do: 勉強できる, 今日とても).
    static let particlesAfterNouns = KanaSet("はがもをのに")
    /// Particles a phrase no deck has, in kana, may not end with (ような, いくつか, いいね: not 言い値).
    static let trailingParticles = KanaSet("かとなのもにではをがやへねよ")
    /// Particles an expression no deck has may not start with (として, について; です and のだ may).
    static let leadingParticles = KanaSet("はがにとをもか")

    /// The kana after the が of a verb's own がる (上がる, 上がった, 転がり, 曲がれ, 下がろう).
    static let garuEndings = KanaSet("らりるれろっ")

    /// Particles that, inside a match, make it a phrase (手を入れる, 気をつける, 釣りに行く): the
    /// words come out apart, each to be known on its own.
    static let phraseParticles = KanaSet("をがはにで")

    /// The prices of the lattice: a word is cheap, everything that makes a reading less likely
    /// costs a little more, and an unmatched character costs more than any word.
    enum Cost {
        static let word = 100
        static let perInflection = 10
        static let rare = 25
        static let expression = 110
        static let kanaForKanjiWord = 15
        static let kanjiForKanaWord = 10
        static let singleKanji = 15
        static let stemBeforeParticle = 30
        static let nounBeforeVerbWord = 30
        static let endsInParticle = 120
        static let phrase = 250
        static let rareCompound = 80
        static let fourKanjiCompound = 110
        static let otherReading = 10
        static let otherSpelling = 10
        static let otherScript = 20
        static let perLevel = 1
        static let notCounterAfterNumber = 60
        static let preNounAtClauseStart = 40
        static let rareName = 100
        static let stemAlone = 15
        static let stemBeforeCompoundVerb = 30
        static let stemOfPurpose = 40
        static let notInDecks = 20
        static let compoundNotInDecks = 105
        /// A word no deck has that the analyser's dictionary cuts: dearer than its parts, whatever they are.
        static let cutByAnalyser = 305
        static let startsWithParticle = 100
        static let kanaWordStartsWithParticle = 90
        static let unknownCharacter = 250
        static let unknownKatakanaRun = 150
        static let perUnknownKatakana = 40
    }
}
