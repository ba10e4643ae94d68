/// A test's questions, made once from the items, the mode and the order.
///
/// Each item is asked once (repeated ids are dropped). For multiple choice every question gets
/// up to three distractors: meanings of other items of the same kind and deck (the caller's
/// `candidates` supply them, normally the item's whole deck; a learner's deck may also take them
/// from the other decks the caller adds, a bundled one, when it is too small to give three), never equal to the right
/// meaning and never sharing one of its meanings (compared case-insensitively), and all different
/// from each other. With too few such candidates a question simply has fewer options. The
/// random source decides the order, the distractors and where the right answer sits, so a seed
/// gives the same quiz every time.
///
/// ```swift
/// var random = SeededRandom(seed: 7)
/// let quiz = Quiz(items: dayItems, mode: .multipleChoice, order: .shuffled, using: &random) { item in
///     (try? library.deck(id: item.deck).items) ?? []
/// }
/// var session = QuizSession(quiz: quiz, startedAt: now)
/// ```
public struct Quiz: Sendable, Equatable {
    /// The number of options a multiple-choice question shows when the deck allows it.
    public static let choiceCount = 4

    public let mode: TestMode
    public let questions: [QuizQuestion]

    /// Makes the questions.
    /// - Parameters:
    ///   - items: what to ask about; duplicates (by id) are asked once.
    ///   - mode: multiple choice, typed reading or flashcard.
    ///   - order: shuffled with `random`, or as given.
    ///   - random: the random source (seeded in tests).
    ///   - candidates: the items whose meanings may serve as distractors for an item; only those of
    ///     the item's own kind are used, and for a bundled deck's item only its own deck's. Called
    ///     once per deck and kind.
    ///   - meanings: the language of the meanings shown (the choices, the right answer).
    public init<Random: RandomNumberGenerator>(items: [StudyItem], mode: TestMode, order: QuizOrder,
                                               meanings: MeaningLanguage = .english,
                                               using random: inout Random,
                                               candidates: (StudyItem) -> [StudyItem] = { _ in [] }) {
        self.mode = mode
        var seen = Set<String>()
        var unique = items.filter { seen.insert($0.id).inserted }
        if order == .shuffled { unique.shuffle(using: &random) }
        var pools: [String: [StudyItem]] = [:]
        var questions: [QuizQuestion] = []
        questions.reserveCapacity(unique.count)
        for item in unique {
            switch mode {
            case .multipleChoice:
                let key = "\(item.kind.rawValue):\(item.deck.rawValue)"
                if pools[key] == nil {
                    // A bundled deck's item takes wrong options from its own deck only; a learner's
                    // deck (often too small to give three) from whatever decks the caller adds.
                    let ownDeckOnly = item.deck.jlpt != nil
                    pools[key] = candidates(item).filter { $0.kind == item.kind && (!ownDeckOnly || $0.deck == item.deck) }
                }
                // Options in one language: a Korean question takes its wrong options from items with
                // Korean meanings; one shown in English (no Korean meanings) shows theirs in English.
                let shown = item.koreanMeanings.isEmpty ? MeaningLanguage.english : meanings
                let pool = shown == .english ? pools[key] ?? [] : (pools[key] ?? []).filter { !$0.koreanMeanings.isEmpty }
                let distractors = Self.distractors(for: item, from: pool, count: Self.choiceCount - 1,
                                                   language: shown, using: &random)
                let answerIndex = Int.random(in: 0...distractors.count, using: &random)
                var choices = distractors
                choices.insert(QuizQuestion.displayedMeaning(of: item, in: meanings), at: answerIndex)
                questions.append(QuizQuestion(item: item, choices: choices, answerIndex: answerIndex, meaningLanguage: meanings))
            case .meaningToWord:
                let key = "\(item.kind.rawValue):\(item.deck.rawValue)"
                if pools[key] == nil {
                    let ownDeckOnly = item.deck.jlpt != nil
                    pools[key] = candidates(item).filter { $0.kind == item.kind && (!ownDeckOnly || $0.deck == item.deck) }
                }
                let words = Self.wordDistractors(for: item, from: pools[key] ?? [], count: Self.choiceCount - 1,
                                                 language: meanings, using: &random)
                let answerIndex = Int.random(in: 0...words.count, using: &random)
                var choices = words
                choices.insert(QuizQuestion.displayedWord(of: item), at: answerIndex)
                questions.append(QuizQuestion(item: item, choices: choices, answerIndex: answerIndex, meaningLanguage: meanings))
            case .typedReading:
                questions.append(QuizQuestion(item: item, acceptedReadings: QuizQuestion.acceptedReadings(of: item),
                                              meaningLanguage: meanings))
            case .flashcard:
                questions.append(QuizQuestion(item: item, meaningLanguage: meanings))
            case .onyomi:
                questions.append(QuizQuestion(item: item, acceptedReadings: QuizQuestion.onyomiReadings(of: item),
                                              meaningLanguage: meanings))
            }
        }
        self.questions = questions
    }

    /// Up to `count` words from `pool` (as `QuizQuestion.displayedWord(of:)` shows them) that may
    /// stand beside `item` as wrong options for its meaning: other words, none sharing a meaning
    /// with it (so the meaning asked names one word only).
    static func wordDistractors<Random: RandomNumberGenerator>(for item: StudyItem, from pool: [StudyItem], count: Int,
                                                               language: MeaningLanguage,
                                                               using random: inout Random) -> [String] {
        guard count > 0, !pool.isEmpty else { return [] }
        // Meanings compared without their parenthesised notes: 안녕하세요(아침 인사) asks for the
        // same greeting as 안녕하세요.
        func plain(_ meaning: String) -> String {
            var result = "", depth = 0
            for character in meaning.lowercased() {
                if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
                else if depth == 0 && !character.isWhitespace { result.append(character) }
            }
            return result
        }
        let rightMeanings = Set(item.meanings(in: language).map(plain))
        var taken = Set([QuizQuestion.displayedWord(of: item), item.headword])
        var result: [String] = []
        var order = Array(pool.indices)
        order.shuffle(using: &random)
        for index in order where result.count < count {
            let candidate = pool[index]
            let text = QuizQuestion.displayedWord(of: candidate)
            guard candidate.id != item.id, !taken.contains(text), !taken.contains(candidate.headword),
                  !candidate.meanings(in: language).contains(where: { rightMeanings.contains(plain($0)) })
            else { continue }
            taken.insert(text)
            taken.insert(candidate.headword)
            result.append(text)
        }
        return result
    }

    /// Up to `count` meanings from `pool` that may stand beside `item`'s as wrong options.
    ///
    /// Random draws for a large pool (an N1 deck has thousands of words); a shuffled walk over a
    /// small one, so that every usable candidate is found and nothing loops.
    static func distractors<Random: RandomNumberGenerator>(for item: StudyItem, from pool: [StudyItem], count: Int,
                                                           language: MeaningLanguage = .english,
                                                           using random: inout Random) -> [String] {
        guard count > 0, !pool.isEmpty else { return [] }
        var taken = Set([QuizQuestion.displayedMeaning(of: item, in: language).lowercased()])
        let rightMeanings = Set(item.meanings(in: language).map { $0.lowercased() })
        var result: [String] = []
        func consider(_ candidate: StudyItem) {
            guard candidate.id != item.id else { return }
            let text = QuizQuestion.displayedMeaning(of: candidate, in: language)
            let lowered = text.lowercased()
            guard !text.isEmpty, !taken.contains(lowered),
                  !candidate.meanings(in: language).contains(where: { rightMeanings.contains($0.lowercased()) })
            else { return }
            taken.insert(lowered)
            result.append(text)
        }
        if pool.count > 64 {
            var tried = Set<Int>()
            var attempts = 0
            while result.count < count && attempts < 200 {
                attempts += 1
                let index = Int.random(in: 0..<pool.count, using: &random)
                guard tried.insert(index).inserted else { continue }
                consider(pool[index])
            }
            if result.count == count { return result }
        }
        var order = Array(pool.indices)
        order.shuffle(using: &random)
        for index in order where result.count < count {
            consider(pool[index])
        }
        return result
    }
}
