import MainichiCore
import TerminalUI

/// The view layer's demo screens: a root menu, a 10,000-row list, an expandable list of
/// Japanese words in aligned columns, and a text field, in the learner's language.
public enum DemoApp {
    /// The demo's navigation stack in `language`, ready for `Application(terminal:root:theme:)`.
    public static func makeRoot(language: Language = .english) -> NavigationController {
        let strings = Strings(language)
        let navigation = NavigationController(root: DemoMenuController(strings: strings))
        navigation.chrome = strings.chrome
        return navigation
    }
}
