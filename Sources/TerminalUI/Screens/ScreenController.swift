#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One screen of the app: a title, key bindings, content drawing and key handling.
///
/// Subclass it and override what you need. A screen lives on a `NavigationController`'s
/// stack; while it stays there (even under other screens) it keeps its state, so selection
/// and scroll position are still there when the user comes back.
///
/// Keys reach the top screen first through `handle(_:)`; what it does not consume goes to the
/// navigation controller (`?` help, Esc/h/Left/Backspace back, q, Q), whose keys are named in
/// its `NavigationKeyMap`.
open class ScreenController {
    /// The title shown in the breadcrumb.
    open var title: String
    /// The navigation controller whose stack holds this screen; set on push.
    public internal(set) weak var navigationController: NavigationController?
    /// Called once when the screen leaves the stack, with the result given to `dismiss(result:)`
    /// (nil when the user went back). Set by `NavigationController.push(_:completion:)`.
    var completion: ((Any?) -> Void)?

    public init(title: String = "") {
        self.title = title
    }

    // MARK: - Content

    /// Text shown at the right end of the title bar ("7/20", a date), or nil.
    open var titleAccessory: String? { nil }

    /// The title bar's accessory for a bar that leaves it `width` columns: a screen with a long
    /// accessory offers a shorter wording here; by default, `titleAccessory` (cut to fit).
    open func titleAccessory(fittingWidth width: Int) -> String? { titleAccessory }

    /// The screen's key bindings, for the footer (those with `showsInFooter`) and the `?` overlay.
    open var keyBindings: [KeyBinding] { [] }

    /// Draws the content area (everything between the title bar and the status line).
    ///
    /// To show the text cursor (for a text field) call `canvas.showCursor(at:)`.
    open func draw(in canvas: Canvas) {}

    /// Handles a key press; returns whether the key was used. Unused keys go to the
    /// navigation controller (back, help, quit).
    open func handle(_ key: Key) -> Bool { false }

    /// Whether a text field of the screen has the keyboard now. Every printable key, `?`
    /// included, is then typed into it: the screen handles `?` itself and help opens with F1,
    /// which the footer shows instead of `?`.
    open var isEditingText: Bool { false }

    /// Whether the navigation controller's app-wide keys (search) work over this screen. A test
    /// turns them off, so that its answers cannot be looked up and no second test starts inside it.
    open var allowsAppKeys: Bool { true }

    /// Handles pasted text; returns whether the screen used it. Screens with a text field insert
    /// it there (without its line breaks); the default ignores a paste, so pasted letters never
    /// act as commands.
    open func handlePaste(_ text: String) -> Bool { false }

    // MARK: - Lifecycle

    /// The screen is about to become the top of the stack (pushed, or uncovered by a pop).
    /// A good place to reload data that other screens may have changed.
    open func viewWillAppear() {}
    /// The screen is now the top of the stack.
    open func viewDidAppear() {}
    /// The screen is about to be covered or removed.
    open func viewWillDisappear() {}
    /// The screen has been covered or removed.
    open func viewDidDisappear() {}

    /// The keys that go back from this screen when it does not use them itself: by default
    /// `NavigationController.defaultBackKeys` (Esc, h, Left, Backspace, q). A screen that gives
    /// one of them a meaning of its own (Left to change a setting) leaves it out, so the help
    /// overlay lists only the keys that really go back.
    open var backKeys: [Key] { NavigationController.defaultBackKeys }

    /// Whether a back key (Esc, h, Left, Backspace, or q below the root) may pop this screen.
    /// Return false to keep it, for example after asking with a confirm alert.
    open func shouldPop() -> Bool { true }

    // MARK: - Time

    /// How often, in seconds, the screen wants `tick(at:)` while no key arrives; nil for never.
    open var tickInterval: Double? { nil }

    /// Called when `tickInterval` passed without input; the screen is redrawn afterwards.
    open func tick(at date: Date) {}

    /// The application's clock (injected, so tests control time); the system clock when off-stack.
    public var now: Date { application?.now ?? Date() }

    // MARK: - Helpers

    /// The application showing this screen, if it is on a stack.
    public var application: Application? {
        (self as? NavigationController)?.owner ?? navigationController?.owner
    }

    /// Shows a transient message in the status line until the next key press.
    open func showStatus(_ message: String, role: StyleRole = .status) {
        navigationController?.showStatus(message, role: role)
    }

    /// Shows a modal alert over the screen.
    open func present(_ alert: Alert) {
        navigationController?.present(alert)
    }

    /// Pushes another screen on top of this one's stack.
    open func push(_ controller: ScreenController) {
        navigationController?.push(controller)
    }

    /// Removes this screen from the stack and hands `result` to the completion given when it
    /// was pushed (Textual's `dismiss(result)`).
    public func dismiss(result: Any? = nil) {
        navigationController?.remove(self, result: result)
    }
}
