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

    /// A rule with its endings as scalars.
    struct Rule: Sendable {
        var inflected: [Unicode.Scalar]
        var base: [Unicode.Scalar]
        var from: WordClass
        var to: WordClass
        var steps: [Inflection]
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

    public init(rules: [DeinflectionRule]) {
        var index: [Unicode.Scalar: [Rule]] = [:]
        var empty: [Rule] = []
        for rule in rules {
            let scalars = Rule(inflected: Array(rule.inflected.unicodeScalars), base: Array(rule.base.unicodeScalars),
                               from: rule.from, to: rule.to, steps: rule.steps, needsStem: rule.needsStem)
            if let last = scalars.inflected.last { index[last, default: []].append(scalars) } else { empty.append(scalars) }
        }
        rulesByLastScalar = index
        rulesWithEmptyEnding = empty
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
        let form = current.form, ending = rule.inflected
        guard form.count >= ending.count else { return }
        let stemCount = form.count - ending.count
        for offset in 0..<ending.count where form[stemCount + offset] != ending[offset] { return }
        // An ending alone is no word (た is not る), but a whole irregular form is (した, 来た).
        guard stemCount > 0 || rule.base.count >= 2 && !rule.needsStem else { return }
        let made = Array(form[0..<stemCount]) + rule.base
        guard seen.insert(SeenForm(form: made, wordClass: rule.to)).inserted else { return }
        result.append(Candidate(form: made, wordClass: rule.to, steps: rule.steps + current.steps))
    }
}
