import MainichiCore
import TerminalUI

/// Makes the detail screen for any item: word detail for vocabulary, kanji detail for kanji.
public enum ItemDetail {
    /// The detail controller for `item`. Placeholder until the detail screens land.
    public static func controller(for item: StudyItem, context: AppContext) -> ScreenController {
        ScreenController(title: item.headword)
    }
}
