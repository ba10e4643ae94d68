/// One named step between an inflected word and its dictionary form, as a grammar book names it.
///
/// The core returns these as data; the app and the CLI turn them into words the learner reads
/// (in English or Korean), so the names here are identifiers, not text to show.
public enum Inflection: String, Sendable, Equatable, CaseIterable {
    case negative
    case past
    case teForm
    case polite
    case desire
    case passive
    case causative
    case causativePassive
    case potential
    case passiveOrPotential
    case conditional
    case taraConditional
    case volitional
    case imperative
    case progressive
    case completion
    case preparation
    case resultative
    case tryDoing
    /// ていく: going on from now, or away from the speaker (増えていく, 持っていく).
    case goingOn
    /// てくる: coming on up to now, or toward the speaker (増えてきた, 持ってくる).
    case comingOn
    case adverbial
    case seemingly
    case negativeTe
    case zuNegative
    case contracted
    case nominal
    case politeImperative
    case hardToDo
    case easyToDo
    case tooMuch
    case whileDoing
    /// The classical negative ぬ (言わぬ, 知らぬ), as ず before a noun.
    case nuNegative
    /// The listing form たり (したり, 食べたり): doing things such as.
    case listing
}
