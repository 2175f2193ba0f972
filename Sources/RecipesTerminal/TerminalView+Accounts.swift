import Foundation
import RecipesCodecs
import RecipesKit

extension TerminalView: AccountsViewProtocol {
    /// A listing is a table; a change is one line; a new token is its secret alone on standard output (so
    /// `$(recipes token create …)` captures it), with what it is on standard error.
    public func show(accounts: AccountsShown) async {
        switch accounts {
        case .accounts(let accounts):
            if accounts.isEmpty { return console.writeMessage("no users yet; add one with: recipes user add NAME --role owner") }
            console.writeText(Self.table(
                ["NAME", "ROLE", "ADDED"], accounts.map { [$0.name.terminalLine, $0.role.rawValue, Self.day($0.created)] }))
        case .account(let account, let change):
            let name = account.name.terminalLine
            let line = switch change {
            case .added: "Added \(name) (\(account.role.rawValue))\n"
            case .removed: "Removed \(name) and their tokens\n"
            case .passwordChanged: "Changed \(name)'s password\n"
            case .roleChanged: "\(name) is now \(account.role == .owner ? "an" : "a") \(account.role.rawValue)\n"
            }
            console.writeText(line)
        case .tokens(let tokens):
            if tokens.isEmpty { return console.writeMessage("no tokens yet; make one with: recipes token create --user NAME") }
            console.writeText(Self.table(
                ["ID", "USER", "LABEL", "CREATED", "EXPIRES"],
                tokens.map { [String($0.id), $0.account.terminalLine, $0.label.terminalLine, Self.day($0.created), $0.expires.map(Self.day) ?? "never"] }))
        case .created(let token, let secret):
            console.writeText(secret + "\n")
            let expiry = token.expires.map { "expires \(Self.day($0))" } ?? "never expires"
            console.writeMessage("token \(token.id) for \(token.account.terminalLine), \(expiry); it is shown only now")
        case .revoked(let token):
            console.writeText("Revoked token \(token.id) (\(token.account.terminalLine)\(token.label.isEmpty ? "" : ", \(token.label.terminalLine)"))\n")
        }
    }

    /// `2026-11-25`, in UTC like the JSON.
    static func day(_ date: Date) -> String {
        String(AccountsEncoder.timestamp(date).prefix(10))
    }

    /// Columns padded to their widest cell, two spaces apart.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
