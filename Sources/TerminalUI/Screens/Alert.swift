/// A modal message with buttons: blocks every other key until the user picks one.
///
/// ```swift
/// present(.confirm("Abandon this test?", confirmTitle: "Abandon", cancelTitle: "Keep going") { abandon in
///     if abandon { self.dismiss() }
/// })
/// ```
/// Keys: a button's own keys (y and n for a confirm), Enter for the focused button, Esc for the
/// cancel button, Left/Right/Tab/h/l to move the focus.
public struct Alert {
    /// One button of an alert.
    public struct Button {
        public var title: String
        /// Keys that choose this button directly.
        public var keys: [Key]
        /// Whether Esc chooses this button.
        public var isCancel: Bool

        public init(_ title: String, keys: [Key] = [], isCancel: Bool = false) {
            self.title = title
            self.keys = keys
            self.isCancel = isCancel
        }
    }

    public var title: String?
    public var message: String
    public var buttons: [Button]
    /// The button Enter chooses until the user moves the focus.
    public var focusedButton: Int
    /// Called with the index of the chosen button, after the alert closed.
    public var handler: (Int) -> Void

    public init(title: String? = nil, message: String, buttons: [Button] = [Button("OK", keys: [.character("o")], isCancel: true)],
                focusedButton: Int = 0, handler: @escaping (Int) -> Void = { _ in }) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [Button("OK", isCancel: true)] : buttons
        self.focusedButton = min(max(0, focusedButton), self.buttons.count - 1)
        self.handler = handler
    }

    /// A yes/no question. `y` confirms, `n` and Esc cancel; Enter takes the focused button
    /// (confirm unless `focusesCancel`). The handler gets true for confirm.
    public static func confirm(_ message: String, title: String? = nil, confirmTitle: String = "Yes",
                               cancelTitle: String = "No", focusesCancel: Bool = false,
                               handler: @escaping (Bool) -> Void) -> Alert {
        Alert(title: title, message: message,
              buttons: [Button(confirmTitle, keys: [.character("y"), .character("Y")]),
                        Button(cancelTitle, keys: [.character("n"), .character("N")], isCancel: true)],
              focusedButton: focusesCancel ? 1 : 0,
              handler: { handler($0 == 0) })
    }

    /// A message with a single OK button (Enter, Esc or o).
    public static func message(_ message: String, title: String? = nil, buttonTitle: String = "OK",
                               handler: @escaping () -> Void = {}) -> Alert {
        Alert(title: title, message: message, buttons: [Button(buttonTitle, keys: [.character("o")], isCancel: true)],
              handler: { _ in handler() })
    }

    /// What a key does to the alert: the chosen button, or nil (the focus may have moved).
    mutating func choice(for key: Key) -> Int? {
        if let index = buttons.firstIndex(where: { $0.keys.contains(key) }) { return index }
        switch key {
        case .enter, .space: return focusedButton
        case .escape: return buttons.firstIndex(where: \.isCancel) ?? buttons.count - 1
        case .left, .character("h"), .backTab, .up, .character("k"):
            focusedButton = (focusedButton + buttons.count - 1) % buttons.count
        case .right, .character("l"), .tab, .down, .character("j"):
            focusedButton = (focusedButton + 1) % buttons.count
        default: break
        }
        return nil
    }

    /// Draws the alert centered on `canvas`.
    func draw(in canvas: Canvas) {
        let buttonLabels = buttons.map { "[ \($0.title) ]" }
        let buttonsWidth = buttonLabels.reduce(0) { $0 + $1.displayWidth } + 2 * (buttons.count - 1)
        let maxInner = max(10, min(canvas.width - 6, 60))
        let natural = max(message.split(separator: "\n").map { String($0).displayWidth }.max() ?? 0,
                          buttonsWidth, (title?.displayWidth ?? 0) + 2)
        let inner = min(maxInner, max(20, natural))
        let lines = message.wrapped(toWidth: inner)
        let height = min(canvas.height, lines.count + 4)
        let width = inner + 4
        let box = Rect(x: max(0, (canvas.width - width) / 2), y: max(0, (canvas.height - height) / 2),
                       width: min(width, canvas.width), height: height)
        canvas.fill(box)
        canvas.drawBox(box, title: title)
        let body = canvas.subcanvas(box.inset(top: 1, left: 2, bottom: 1, right: 2))
        for (index, line) in lines.prefix(max(0, body.height - 2)).enumerated() {
            body.draw(line, at: Point(x: 0, y: index))
        }
        var x = max(0, (body.width - buttonsWidth) / 2)
        let y = body.height - 1
        for (index, label) in buttonLabels.enumerated() {
            x += body.draw(label, at: Point(x: x, y: y), role: index == focusedButton ? .button : .normal) + 2
        }
    }
}
