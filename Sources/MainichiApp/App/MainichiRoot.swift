import MainichiCore
import TerminalUI

/// Builds the app's navigation stack.
public enum MainichiRoot {
    /// The key that opens search from any screen.
    public static let searchBinding = KeyBinding("/", label: "search", help: "Search words and kanji (any screen)")

    /// The root navigation controller: the main menu, with `/` opening search everywhere.
    public static func make(context: AppContext) -> NavigationController {
        make(context: context, root: MainMenuController(context: context))
    }

    /// A navigation stack over `root` (the Read screen of `mainichi read`) with the app's chrome,
    /// saving status and quit question; `/` opens search where the top screen allows it.
    public static func make(context: AppContext, root: ScreenController) -> NavigationController {
        let navigation = NavigationController(root: root)
        navigation.appKeyBindings = [searchBinding(context.strings)]
        navigation.appKeyHandler = { [weak navigation] key in
            guard let navigation, searchBinding.matches(key) else { return false }
            if navigation.topController is SearchController { return false }
            navigation.push(SearchController(context: context))
            return true
        }
        navigation.lastingStatus = { savingStatus(of: context.progress, strings: context.strings) }
        navigation.quitQuestion = { quitQuestion(for: context.progress, strings: context.strings) }
        navigation.chrome = context.strings.chrome
        context.languageDidChange = { [weak navigation] language in
            navigation?.chrome = Strings(language).chrome
            navigation?.appKeyBindings = [searchBinding(Strings(language))]
        }
        return navigation
    }

    /// The lasting warning while progress cannot be saved: how many changes are only in memory
    /// and why ("2 changes not saved: No space left on device").
    static func savingStatus(of progress: ProgressStore, strings: Strings = Strings(.english)) -> (text: String, role: StyleRole)? {
        guard progress.isSavingFailing else { return nil }
        let reason = progress.writeProblem ?? strings.app.unknownError
        let count = progress.unsavedChangeCount
        if count == 0 { return (strings.app.cannotSaveHere(reason), .wrong) }
        return (strings.app.notSaved(count, reason), .wrong)
    }

    /// The search key in the words of `strings`.
    static func searchBinding(_ strings: Strings) -> KeyBinding {
        KeyBinding("/", label: strings.app.searchLabel, help: strings.app.searchHelp)
    }

    /// The question asked before quitting while changes are unsaved.
    static func quitQuestion(for progress: ProgressStore, strings: Strings = Strings(.english)) -> String? {
        let count = progress.unsavedChangeCount
        guard count > 0 else { return nil }
        return strings.app.quitQuestion(count, progress.writeProblem)
    }
}
