/// Finds the dictionary forms an inflected word may come from, by undoing rules of a
/// `DeinflectionTable` one ending at a time.
///
/// Works on Unicode scalars, not `String`s: the segmenter asks for every substring of a text, and
/// comparing endings scalar by scalar is many times faster than grapheme-aware string suffixes.
///
/// ```swift
/// Deinflector.standard.candidates(for: "食べさせられなかった")
///     .first { $0.dictionaryForm == "食べる" }?.steps   // [.causative, .passive, .negative, .past]
/// ```
public struct Deinflector: Sendable {
    /// The deinflector over the whole table, shared.
    public static let standard = Deinflector(rules: DeinflectionTable.rules)

    /// The most rules one chain may undo: enough for the longest real chains
    /// (causative, passive, desire, negative, past, polite).
    public static let maximumDepth = 7

    /// A rule as the lattice applies it: its endings are ranges of `scalars` and its steps an
    /// index into `stepLists`, so a rule holds no reference and trying one retains nothing (the
    /// rules are tried tens of times for each character of a text).
    struct Rule: Sendable {
        var inflected: Range<Int>
        var base: Range<Int>
        var from: WordClass
        var to: WordClass
        var steps: Int
        var needsStem: Bool
    }

    /// A candidate as scalars, before it becomes a `Deinflection`.
    struct Candidate: Sendable {
        var form: [Unicode.Scalar]
        var wordClass: WordClass
        var steps: [Inflection]
    }

    /// The rules by the last scalar of their inflected ending; rules with an empty ending apart.
    private let rulesByLastScalar: [Unicode.Scalar: [Rule]]
    private let rulesWithEmptyEnding: [Rule]
    /// The scalars of every rule's endings, one after the other.
    private let scalars: [Unicode.Scalar]
    /// Every rule's steps.
    private let stepLists: [[Inflection]]

    public init(rules: [DeinflectionRule]) {
        var index: [Unicode.Scalar: [Rule]] = [:]
        var empty: [Rule] = []
        var scalars: [Unicode.Scalar] = []
        var stepLists: [[Inflection]] = []
        for rule in rules {
            let inflectedStart = scalars.count
            scalars += rule.inflected.unicodeScalars
            let baseStart = scalars.count
            scalars += rule.base.unicodeScalars
            stepLists.append(rule.steps)
            let made = Rule(inflected: inflectedStart..<baseStart, base: baseStart..<scalars.count,
                            from: rule.from, to: rule.to, steps: stepLists.count - 1, needsStem: rule.needsStem)
            if let last = rule.inflected.unicodeScalars.last { index[last, default: []].append(made) } else { empty.append(made) }
        }
        rulesByLastScalar = index
        rulesWithEmptyEnding = empty
        self.scalars = scalars
        self.stepLists = stepLists
    }

    /// Every candidate for `text`: the text itself first (class `.any`, no steps), then each form
    /// some chain of rules reaches, shorter chains first. Each form and class appears once.
    public func candidates(for text: String) -> [Deinflection] {
        candidates(for: Array(text.unicodeScalars)).map {
            var form = String.UnicodeScalarView()
            form.append(contentsOf: $0.form)
            return Deinflection(dictionaryForm: String(form), wordClass: $0.wordClass, steps: $0.steps)
        }
    }

    /// `candidates(for:)` over scalars, for the segmenter.
    func candidates(for text: [Unicode.Scalar]) -> [Candidate] {
        var result = [Candidate(form: text, wordClass: .any, steps: [])]
        var seen: Set<SeenForm> = [SeenForm(form: text, wordClass: .any)]
        var index = 0
        while index < result.count {
            let current = result[index]
            index += 1
            guard current.steps.count < Self.maximumDepth else { continue }
            if let last = current.form.last, let matching = rulesByLastScalar[last] {
                for rule in matching { apply(rule, to: current, into: &result, seen: &seen) }
            }
            for rule in rulesWithEmptyEnding { apply(rule, to: current, into: &result, seen: &seen) }
        }
        return result
    }

    /// A form and class already reached.
    private struct SeenForm: Hashable {
        var form: [Unicode.Scalar]
        var wordClass: WordClass
    }

    private func apply(_ rule: Rule, to current: Candidate, into result: inout [Candidate], seen: inout Set<SeenForm>) {
        guard !rule.from.isDisjoint(with: current.wordClass) else { return }
        let count = current.form.count, endingCount = rule.inflected.count
        guard count >= endingCount else { return }
        let stemCount = count - endingCount
        let matches = current.form.withUnsafeBufferPointer { form in
            scalars.withUnsafeBufferPointer { scalars in
                for offset in 0..<endingCount where form[stemCount + offset] != scalars[rule.inflected.lowerBound + offset] { return false }
                return true
            }
        }
        guard matches else { return }
        // An ending alone is no word (た is not る), but a whole irregular form is (した, 来た).
        guard stemCount > 0 || rule.base.count >= 2 && !rule.needsStem else { return }
        var made = [Unicode.Scalar]()
        made.reserveCapacity(stemCount + rule.base.count)
        made += current.form[0..<stemCount]
        made += scalars[rule.base]
        guard seen.insert(SeenForm(form: made, wordClass: rule.to)).inserted else { return }
        result.append(Candidate(form: made, wordClass: rule.to, steps: stepLists[rule.steps] + current.steps))
    }
}
