/// Finds the dictionary forms an inflected word may come from, by undoing rules of a
/// `DeinflectionTable` one ending at a time.
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

    /// The rules by the last character of their inflected ending; rules with an empty ending apart.
    private let rulesByLastCharacter: [Character: [DeinflectionRule]]
    private let rulesWithEmptyEnding: [DeinflectionRule]

    public init(rules: [DeinflectionRule]) {
        var index: [Character: [DeinflectionRule]] = [:]
        var empty: [DeinflectionRule] = []
        for rule in rules {
            if let last = rule.inflected.last { index[last, default: []].append(rule) } else { empty.append(rule) }
        }
        rulesByLastCharacter = index
        rulesWithEmptyEnding = empty
    }

    /// Every candidate for `text`: the text itself first (class `.any`, no steps), then each form
    /// some chain of rules reaches, shorter chains first. Each form and class appears once.
    public func candidates(for text: String) -> [Deinflection] {
        var result = [Deinflection(dictionaryForm: text, wordClass: .any, steps: [])]
        var seen: Set<Key> = [Key(form: text, wordClass: .any)]
        var index = 0
        while index < result.count {
            let current = result[index]
            index += 1
            guard current.steps.count < Self.maximumDepth else { continue }
            var rules = rulesWithEmptyEnding
            if let last = current.dictionaryForm.last, let matching = rulesByLastCharacter[last] { rules += matching }
            for rule in rules where !rule.from.isDisjoint(with: current.wordClass) {
                guard current.dictionaryForm.hasSuffix(rule.inflected) else { continue }
                let stem = current.dictionaryForm.dropLast(rule.inflected.count)
                // An ending alone is no word (た is not る), but a whole irregular form is (した, 来た).
                guard !stem.isEmpty || rule.base.count >= 2 && !rule.needsStem else { continue }
                let form = String(stem) + rule.base
                let key = Key(form: form, wordClass: rule.to)
                guard !seen.contains(key) else { continue }
                seen.insert(key)
                result.append(Deinflection(dictionaryForm: form, wordClass: rule.to, steps: rule.steps + current.steps))
            }
        }
        return result
    }

    private struct Key: Hashable {
        var form: String
        var wordClass: WordClass
    }
}
