import Foundation
import Hummingbird
import RecipesCodecs
import RecipesKit
import RecipesWeb

extension RecipeFormController {
    /// The picture a form sent, checked by its bytes and its header before anything decodes it (`PictureRules`);
    /// nil when none was chosen or it is refused, the refusal then beside the `picture` field in `problems`.
    func checked(_ sent: MultipartForm.File?, problems: inout [String: [String]]) -> StoredPicture? {
        guard let sent else { return nil }
        switch PictureUpload.check(sent.bytes, limit: uploadLimit) {
        case .success(let picture): return picture
        case .failure(let refusal):
            problems["picture", default: []].append("\(sent.filename.isEmpty ? "the file" : "'\(sent.filename.forMessage)'"): \(refusal.message)")
            return nil
        }
    }

    /// What to say when a form came back with a picture the browser will not send again.
    static func pictureNotes(_ sent: MultipartForm.File?, preview: Bool) -> [String] {
        sent != nil && preview ? ["A browser does not send a chosen file twice: choose the picture again before saving."] : []
    }

    /// The recipe's page once it is saved, after keeping its `picture`; a picture the store refused is said on a page
    /// of its own (the recipe is saved either way).
    func saved(_ picture: StoredPicture?, at slug: String) async -> Response {
        guard let picture else { return Self.redirect(to: "/recipe/\(slug)") }
        guard let pictures = repository.pictures else {
            return Self.page(.message(status: 500, heading: "Saved without its picture", message: "this service keeps no pictures; the recipe is at /recipe/\(slug)"))
        }
        do {
            try await pictures.setPicture(picture, slug: slug)
            return Self.redirect(to: "/recipe/\(slug)")
        } catch {
            return Self.page(.message(
                status: 503, heading: "Saved without its picture", message: "the recipe is saved at /recipe/\(slug), but its picture was not: \(error.message)"))
        }
    }
}
