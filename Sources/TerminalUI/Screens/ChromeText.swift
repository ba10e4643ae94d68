/// The view layer's own words: the footer and help of the global keys and the table keys, the quit
/// question's buttons, the help overlay's titles, the empty-table message and the too-small notice.
///
/// TerminalUI knows no language; an app that shows another one gives its `ChromeText` to
/// `NavigationController.chrome` (table views of the stack's `TableViewController`s take it from
/// there). Every member is required, so a translation cannot leave one out.
public struct ChromeText: Sendable {
    /// Footer label of `?`.
    public var helpLabel: String
    /// Help text of `?`.
    public var helpHelp: String
    /// Footer label of `q` and `Q`.
    public var quitLabel: String
    /// Help text of `q` at the root.
    public var quitHelp: String
    /// Help text of `Q`.
    public var quitAnywhereHelp: String
    /// Footer label of the back keys.
    public var backLabel: String
    /// Help text of the back keys, given the other back keys' names ("h, Left"); empty when none.
    public var backHelp: @Sendable (_ otherKeys: [String]) -> String
    /// The quit question's title and buttons.
    public var quitTitle: String
    public var quitAnywayButton: String
    public var stayButton: String
    /// The help overlay: the section of the global keys, the box title, and the title when it scrolls.
    public var everywhereSection: String
    public var keysTitle: String
    public var keysMoreTitle: String
    /// The marks a scrolled list or the help overlay shows where more lies above or below
    /// ("^ more", "v more"); ASCII or narrow text, never arrows.
    public var moreAbove: String
    public var moreBelow: String
    /// Shown centered in a table with no rows, unless the screen sets its own message.
    public var emptyTable: String
    /// Table keys: labels and help.
    public var moveLabel: String
    public var moveHelp: String
    public var openLabel: String
    public var openHelp: String
    public var expandLabel: String
    /// The label of the expand key on a row already open ("접기"); nil keeps `expandLabel`.
    public var collapseLabel: String?
    public var expandHelp: String
    public var pageLabel: String
    public var pageHelp: String
    public var endsLabel: String
    public var endsHelp: String
    /// Typing into a text field: the key label ("a-z ?"), footer label and help, which says that
    /// `?` is typed too and F1 opens help.
    public var typeKeys: String
    public var typeLabel: String
    public var typeHelp: String
    /// The notice below the minimum size, given the size and the minimum ("80x24"): one line, or
    /// the same split in two when the screen is narrow.
    public var tooSmall: @Sendable (_ size: String, _ minimum: String) -> (line: String, first: String, second: String)

    public init(helpLabel: String, helpHelp: String, quitLabel: String, quitHelp: String, quitAnywhereHelp: String,
                backLabel: String, backHelp: @escaping @Sendable ([String]) -> String,
                quitTitle: String, quitAnywayButton: String, stayButton: String,
                everywhereSection: String, keysTitle: String, keysMoreTitle: String, moreAbove: String, moreBelow: String, emptyTable: String,
                moveLabel: String, moveHelp: String, openLabel: String, openHelp: String,
                expandLabel: String, expandHelp: String, pageLabel: String, pageHelp: String,
                endsLabel: String, endsHelp: String, typeKeys: String, typeLabel: String, typeHelp: String,
                tooSmall: @escaping @Sendable (String, String) -> (line: String, first: String, second: String)) {
        self.helpLabel = helpLabel
        self.helpHelp = helpHelp
        self.quitLabel = quitLabel
        self.quitHelp = quitHelp
        self.quitAnywhereHelp = quitAnywhereHelp
        self.backLabel = backLabel
        self.backHelp = backHelp
        self.quitTitle = quitTitle
        self.quitAnywayButton = quitAnywayButton
        self.stayButton = stayButton
        self.everywhereSection = everywhereSection
        self.keysTitle = keysTitle
        self.keysMoreTitle = keysMoreTitle
        self.moreAbove = moreAbove
        self.moreBelow = moreBelow
        self.emptyTable = emptyTable
        self.moveLabel = moveLabel
        self.moveHelp = moveHelp
        self.openLabel = openLabel
        self.openHelp = openHelp
        self.expandLabel = expandLabel
        self.expandHelp = expandHelp
        self.pageLabel = pageLabel
        self.pageHelp = pageHelp
        self.endsLabel = endsLabel
        self.endsHelp = endsHelp
        self.typeKeys = typeKeys
        self.typeLabel = typeLabel
        self.typeHelp = typeHelp
        self.tooSmall = tooSmall
    }

    /// The English chrome, the default.
    public static let english = ChromeText(
        helpLabel: "help", helpHelp: "Show or hide this help",
        quitLabel: "quit", quitHelp: "Quit Mainichi", quitAnywhereHelp: "Quit from any screen",
        backLabel: "back",
        backHelp: { others in "Go back" + (others.isEmpty ? "" : " (also \(others.joinedText(separator: ", ")))") },
        quitTitle: "Quit", quitAnywayButton: "Quit anyway", stayButton: "Stay",
        everywhereSection: "Everywhere", keysTitle: "Keys", keysMoreTitle: "Keys (j/k, G: more)",
        moreAbove: "^ more", moreBelow: "v more",
        emptyTable: "Nothing here yet.",
        moveLabel: "move", moveHelp: "Move the selection down or up (also Down, Up)",
        openLabel: "open", openHelp: "Open the selected row (also l, Right)",
        expandLabel: "expand", expandHelp: "Expand or collapse the row (l/Right expand, h/Left collapse)",
        pageLabel: "page", pageHelp: "Move a page down or up",
        endsLabel: "ends", endsHelp: "Jump to the first or last row (also Home, End)",
        typeKeys: "a-z ?", typeLabel: "type",
        typeHelp: "Type into the field (? too: F1 opens this help here); Left/Right, Home/End, Backspace, Del, "
            + "Ctrl-U/Ctrl-K edit",
        tooSmall: { size, minimum in
            ("terminal too small: \(size), need \(minimum)", "terminal too small: \(size),", "need \(minimum)")
        })
}
