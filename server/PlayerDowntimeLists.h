#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace hk {

class Campaign;

// The lists the page's between-games forms choose from, sent with the `rules` answer: the rules' learning
// methods, potions, magic-item recipes, kinds of research and market places (the books' catalogue, the same for
// every player), and the laboratories the party holds now. Why apart from PlayerActions: what the forms offer is
// decided in one place, and none of it is a secret — the labs are those the players' timeline shows, with no
// booking, attunement or damage detail.
namespace PlayerDowntimeLists {

// {"methods", "potions", "recipes", "projects", "settlements"}: each entry an id (what a request sends) and a name.
QJsonObject catalogue(const Campaign& campaign);
// The laboratories not given up, [{id, name, type}] with the type in words.
QJsonArray labs(Campaign& campaign, QString* error);

} // namespace PlayerDowntimeLists
} // namespace hk
