// Fuzzes the players' server's reader of what a player's page sends (PlayerRequest::parse): bytes from any
// device on the network. Every input must come back as one well-formed request or a refusal with a reason,
// and a request must hold only what the protocol allows (bounded text, a target from 1 to 99, a hex on the
// map's side of zero).
#include "FuzzSupport.h"

#include "PlayerRequest.h"
#include "combat/HexMap.h"

#include <cstddef>
#include <cstdint>

using namespace hk;

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray text(reinterpret_cast<const char*>(data), qsizetype(size));
    QString id;
    QString error;
    const std::optional<PlayerRequest> r = PlayerRequest::parse(text, &id, &error);
    if (!r) {
        if (error.isEmpty())
            std::abort(); // a refusal always says why
        return 0;
    }
    const bool bounded = r->id.size() <= 40 && r->dice.size() <= 20 && r->why.size() <= 80 && r->figure.size() <= 40
                         && r->option.size() <= 40 && (!r->vs || (*r->vs >= 1 && *r->vs <= 99));
    if (!bounded)
        std::abort();
    if (r->kind == PlayerRequest::Kind::Propose && (r->figure.isEmpty() || r->option.isEmpty()))
        std::abort();
    if (r->to) {
        int column = 0;
        int row = 0;
        HexMap::toOffset(*r->to, &column, &row);
        if (column < 0 || row < 0 || column > 999 || row > 999)
            std::abort();
    }
    return 0;
}
