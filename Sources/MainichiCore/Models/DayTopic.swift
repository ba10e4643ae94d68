/// What the words of a day have in common: the topic a bundled N4 or N3 day is grouped by
/// (`dayTopics` in a deck file, written by `make decks` from tools/decks/topics.tsv).
///
/// The core hands out the key; the app names it in the learner's language. A day labelled with a
/// topic holds at least 14 of its 20 words from that topic (the deck build checks it); a day of mixed
/// words has no topic.
public enum DayTopic: String, CaseIterable, Sendable {
    /// Family and people: relatives, family roles, words for people.
    case people
    /// The body and health.
    case body
    /// Weather and nature.
    case nature
    /// Food, drink and cooking.
    case food
    /// The home and running it.
    case home
    /// Clothes and shopping.
    case clothes
    /// School and study.
    case school
    /// Work and business.
    case work
    /// Travel and transport.
    case travel
    /// Time and the calendar.
    case time
    /// Feelings.
    case feelings
    /// Hobbies, sports and the arts.
    case leisure
    /// Honorific and humble verbs (keigo).
    case polite
    /// Society, government and the news.
    case society
    /// Money: prices, earning, paying, saving.
    case money
}
