/// The inflection classes a form can belong to while it is deinflected, as a set.
///
/// A deinflection rule turns a form of one class into a form of another (`ない` turns a
/// negative, an い-adjective form, into an ichidan or godan verb); a chain of rules may only
/// continue where the class one step gives is the class the next step starts from.
public struct WordClass: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Ichidan verbs (食べる, 見る).
    public static let ichidan = WordClass(rawValue: 1 << 0)
    /// Godan verbs (書く, 読む).
    public static let godan = WordClass(rawValue: 1 << 1)
    /// 来る.
    public static let kuru = WordClass(rawValue: 1 << 2)
    /// する and する verbs (勉強する).
    public static let suru = WordClass(rawValue: 1 << 3)
    /// い-adjectives, and forms that inflect like one (食べない, 食べたい).
    public static let iAdjective = WordClass(rawValue: 1 << 4)
    /// A て form (食べて), which auxiliaries such as いる and しまう follow.
    public static let teForm = WordClass(rawValue: 1 << 5)
    /// A ます form (食べます), which inflects on its own (ました, ません).
    public static let masu = WordClass(rawValue: 1 << 6)

    /// A form that ends a word (past, て, conditional...): rules from it only start a chain.
    public static let terminal = WordClass(rawValue: 1 << 7)
    /// The copula です and だ (でした, だった): after a noun or a な-adjective, not で and する.
    public static let copula = WordClass(rawValue: 1 << 8)

    /// Every class a dictionary entry can have: what a finished chain must end in.
    public static let dictionaryForms: WordClass = [.ichidan, .godan, .kuru, .suru, .iAdjective, .copula]
    /// Any class: a surface form as it stands in the text may start any rule.
    public static let any = WordClass(rawValue: 0xFF)
}
