/// One rule of the deinflection table: a form ending in `inflected`, of a class in `from`, is the
/// form ending in `base`, of class `to`, with `steps` applied.
public struct DeinflectionRule: Sendable, Equatable {
    /// The ending of the inflected form (食べ**なかった**).
    public var inflected: String
    /// The ending that replaces it (食べ**ない**).
    public var base: String
    /// The classes the inflected form may have: a chain only continues through a rule whose
    /// `from` meets the class the step before gave. `.terminal` rules only start a chain.
    public var from: WordClass
    /// The class of the form the rule gives.
    public var to: WordClass
    /// What the rule undoes, outermost last (ませんでした: negative, past).
    public var steps: [Inflection]
    /// Whether the rule needs a stem before its ending: できる is する's potential only after a
    /// noun (勉強できる); alone it is its own verb.
    public var needsStem = false

    public init(_ inflected: String, _ base: String, from: WordClass, to: WordClass, _ steps: Inflection...) {
        self.inflected = inflected
        self.base = base
        self.from = from
        self.to = to
        self.steps = steps
    }

    /// The same rule, taken only after a stem.
    public var afterStem: DeinflectionRule {
        var rule = self
        rule.needsStem = true
        return rule
    }
}
