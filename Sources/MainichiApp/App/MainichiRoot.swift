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
        navigation.lastingStatus = { savingStatus(of: context.progress) }
        navigation.quitQuestion = { quitQuestion(for: context.progress) }
        navigation.chrome = context.strings.chrome
        context.languageDidChange = { [weak navigation] language in navigation?.chrome = Strings(language).chrome }
        return navigation
    }

    /// The lasting warning while progress cannot be saved: how many changes are only in memory
    /// and why ("2 changes not saved: No space left on device").
    static func savingStatus(of progress: ProgressStore) -> (text: String, role: StyleRole)? {
        guard progress.isSavingFailing else { return nil }
        let reason = progress.writeProblem ?? "unknown error"
        let count = progress.unsavedChangeCount
        if count == 0 { return ("cannot save progress here: \(reason)", .wrong) }
        return ("\(count) change\(count == 1 ? "" : "s") not saved: \(reason)", .wrong)
    }

    /// The question asked before quitting while changes are unsaved.
    static func quitQuestion(for progress: ProgressStore) -> String? {
        let count = progress.unsavedChangeCount
        guard count > 0 else { return nil }
        let reason = progress.writeProblem.map { " (\($0))" } ?? ""
        return "\(count) change\(count == 1 ? "" : "s") could not be saved\(reason) and will be lost if you quit now. Free some space or fix the permissions; the next change that saves keeps them all."
    }
}
