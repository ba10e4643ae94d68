import MainichiCore
import TerminalUI

/// Builds the app's navigation stack.
public enum MainichiRoot {
    /// The key that opens search from any screen.
    public static let searchBinding = KeyBinding("/", label: "search", help: "Search words and kanji (any screen)")

    /// The root navigation controller: the main menu, with `/` opening search everywhere.
    public static func make(context: AppContext) -> NavigationController {
        let navigation = NavigationController(root: MainMenuController(context: context))
        navigation.appKeyBindings = [searchBinding]
        navigation.appKeyHandler = { [weak navigation] key in
            guard let navigation, searchBinding.matches(key) else { return false }
            if navigation.topController is SearchController { return false }
            navigation.push(SearchController(context: context))
            return true
        }
        return navigation
    }
}
