import TerminalUI

/// The demo screens the executable shows until the study screens replace them: a root menu
/// listing the coming features, a 10,000-row list, an expandable list of Japanese words in
/// aligned columns, and a text field.
public enum DemoApp {
    /// The demo's navigation stack, ready for `Application(terminal:root:theme:)`.
    public static func makeRoot() -> NavigationController {
        NavigationController(root: DemoMenuController())
    }
}
