import MainichiCore
import TerminalUI

/// The grade keys of a review card (and of writing a kanji), one named binding per rating: 1
/// Again, 2 Hard, 3 Good, 4 Easy. The footer and help show them as one binding (`all`, "1-4
/// grade"); the screen finds the rating of a key through the same bindings, so the keys the help
/// names are the keys that grade.
struct GradeKeyMap {
    var again: KeyBinding
    var hard: KeyBinding
    var good: KeyBinding
    var easy: KeyBinding
    /// The four as one binding for the footer and help, with `help` as its sentence.
    var all: KeyBinding

    /// The grade keys in the words of `strings`; `help` is the combined binding's sentence.
    init(strings: any ReviewStrings, help: String) {
        func binding(_ rating: Rating) -> KeyBinding {
            KeyBinding("\(rating.rawValue)", label: strings.ratingName(rating), help: strings.ratingName(rating))
        }
        again = binding(.again)
        hard = binding(.hard)
        good = binding(.good)
        easy = binding(.easy)
        all = KeyBinding(keys: [again, hard, good, easy].flatMap(\.keys), keyLabel: "1-4", label: strings.gradeLabel, help: help)
    }

    /// Each rating with its binding, Again first.
    var byRating: [(rating: Rating, binding: KeyBinding)] {
        [(.again, again), (.hard, hard), (.good, good), (.easy, easy)]
    }

    /// The rating `key` gives, or nil when it is no grade key.
    func rating(for key: Key) -> Rating? {
        byRating.first { $0.binding.matches(key) }?.rating
    }
}
